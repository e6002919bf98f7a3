import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { createMailTransport, Logger, OutboxMailTransport } from '../src';

describe('local mail outbox', () => {
  let dir: string;
  const logged: Array<{ obj: unknown; msg?: string }> = [];
  const logger: Logger = { info: (obj, msg) => logged.push({ obj, msg }), warn() {}, error() {} };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is used when SMTP_URL is not set', () => {
    expect(createMailTransport({ MAIL_FROM: 'a@b.in', MAIL_OUTBOX_DIR: dir }, logger)).toBeInstanceOf(
      OutboxMailTransport,
    );
  });

  it('writes each message as a readable .eml file and logs its recipient and subject', async () => {
    const transport = createMailTransport(
      { MAIL_FROM: 'ThreadFit <no-reply@threadfit.in>', MAIL_OUTBOX_DIR: dir },
      logger,
    );
    const sent = await transport.send({
      to: 'asha@example.in',
      subject: 'Your ThreadFit verification code',
      text: 'Your code is 482913. It expires in 15 minutes.',
      html: '<p>Your code is <strong>482913</strong>.</p>',
    });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(sent.file).toBe(path.join(dir, files[0]));

    const parsed = await simpleParser(await readFile(path.join(dir, files[0])));
    expect(parsed.subject).toBe('Your ThreadFit verification code');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('asha@example.in');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'ThreadFit', address: 'no-reply@threadfit.in' });
    expect(parsed.text).toContain('482913');
    expect(parsed.html).toContain('<strong>482913</strong>');
    expect(logged).toContainEqual({
      obj: { file: sent.file },
      msg: 'mail written to the local outbox',
    });
  });
});
