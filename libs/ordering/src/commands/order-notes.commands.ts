import { Injectable } from '@nestjs/common';
import { CommandContext, CommandHandling } from '@store/platform';
import type { OrderState } from '../domain/order';
import { noteText, orderNotesDecider } from '../domain/order-notes';
import { OrderPersonalData } from '../personal/order-personal-data';
import { orderNotesStream } from '../streams';

/** An order's internal notes (admins only): the note's text sealed under the order's key, then recorded once per note id. */
@Injectable()
export class OrderNotes {
  constructor(
    private readonly commands: CommandHandling,
    private readonly personal: OrderPersonalData,
  ) {}

  async add(order: OrderState, note: { noteId: string; text: string }, context: CommandContext) {
    const sealedText = await this.personal.sealNote(order, noteText(note.text));
    return this.commands.decide(
      orderNotesDecider,
      orderNotesStream(order.orderId),
      { orderId: order.orderId, noteId: note.noteId, text: note.text, sealedText },
      context,
    );
  }
}
