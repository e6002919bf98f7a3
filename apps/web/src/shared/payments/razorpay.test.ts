import { GatewayLoadError, loadRazorpay, resetRazorpayLoader, type RazorpayConstructor } from './razorpay';

const scripts = () =>
  document.querySelectorAll<HTMLScriptElement>('script[src="https://checkout.razorpay.com/v1/checkout.js"]');

afterEach(() => {
  delete window.Razorpay;
  resetRazorpayLoader();
  scripts().forEach((script) => script.remove());
});

describe('Razorpay checkout script', () => {
  it('is loaded once, on demand', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    const Razorpay = jest.fn() as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadRazorpay()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('fails with GatewayLoadError and tries again next time', async () => {
    const attempt = loadRazorpay();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(GatewayLoadError);
    expect(scripts()).toHaveLength(0);
    void loadRazorpay().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
