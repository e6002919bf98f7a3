import { DomainError } from '@store/platform';
import { orderNotesDecider as decider } from '../../src/domain/order-notes';

const added = (noteId: string) => ({ type: 'OrderNoteAdded' as const, data: { orderId: 'o1', noteId, text: 'x' } });

describe('internal order notes', () => {
  it('records a note, trimmed', () => {
    expect(decider.decide({ orderId: 'o1', noteId: 'n1', text: '  Called the customer  ' }, decider.initialState())).toEqual([
      { type: 'OrderNoteAdded', data: { orderId: 'o1', noteId: 'n1', text: 'Called the customer' } },
    ]);
  });

  it('adds nothing for a note id already recorded (a double click or a retry)', () => {
    const state = decider.evolve(decider.initialState(), added('n1'));
    expect(decider.decide({ orderId: 'o1', noteId: 'n1', text: 'again' }, state)).toEqual([]);
  });

  it("refuses an empty note with 'Note is required' and a long one with 'Note must be at most 1000 characters'", () => {
    expect(() => decider.decide({ orderId: 'o1', noteId: 'n1', text: '   ' }, decider.initialState())).toThrow(new DomainError('Note is required', 400));
    expect(() => decider.decide({ orderId: 'o1', noteId: 'n1', text: 'x'.repeat(1001) }, decider.initialState())).toThrow('Note must be at most 1000 characters');
  });
});
