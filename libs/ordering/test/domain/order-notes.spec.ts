import { ValidationError } from '@store/platform/domain';
import { noteText, orderNotesDecider as decider } from '../../src/domain/order-notes';

const added = (noteId: string) => ({
  type: 'OrderNoteAdded' as const,
  data: { orderId: 'o1', noteId, sealedText: 'v2.x' },
});
const add = (noteId: string, text: string) => ({ orderId: 'o1', noteId, text, sealedText: 'v2.sealed' });

describe('internal order notes', () => {
  it('records a note only sealed (it is free text about the customer: their personal data)', () => {
    expect(decider.decide(add('n1', '  Called the customer  '), decider.initialState())).toEqual([
      { type: 'OrderNoteAdded', data: { orderId: 'o1', noteId: 'n1', sealedText: 'v2.sealed' } },
    ]);
  });

  it('seals the note as recorded: trimmed', () =>
    expect(noteText('  Called the customer  ')).toBe('Called the customer'));

  it('adds nothing for a note id already recorded (a double click or a retry)', () => {
    const state = decider.evolve(decider.initialState(), added('n1'));
    expect(decider.decide(add('n1', 'again'), state)).toEqual([]);
  });

  it("refuses an empty note with 'Note is required' and a long one with 'Note must be at most 1000 characters'", () => {
    expect(() => decider.decide(add('n1', '   '), decider.initialState())).toThrow(ValidationError);
    expect(() => decider.decide(add('n1', '   '), decider.initialState())).toThrow('Note is required');
    expect(() => decider.decide(add('n1', 'x'.repeat(1001)), decider.initialState())).toThrow(
      'Note must be at most 1000 characters',
    );
    expect(() => noteText('   ')).toThrow('Note is required');
  });
});
