import { contactHidden } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { maskContacts } from '../src/modules/conversations/mask-contacts.ts';

const H = contactHidden;

describe('maskContacts: contact details hidden, other numbers kept', () => {
  it.each([
    // Mobiles in the ways Indians write them
    ['Call me on 9876543210', `Call me on ${H}`],
    ['Call me on 98765 43210', `Call me on ${H}`],
    ['My number: +91 98765 43210.', `My number: ${H}.`],
    ['+919876543210', H],
    ['+91-98765-43210 after 6 pm', `${H} after 6 pm`],
    ['0091 98765 43210', H],
    ['91 9876543210', H],
    ['09876543210', H],
    ['0 98765 43210', H],
    ['987-654-3210', H],
    ['98.765.43210', H],
    ['(+91) 98765-43210', `(${H}`],
    ['9 8 7 6 5 4 3 2 1 0', H],
    ['whatsapp 7012345678 or 6012345678', `whatsapp ${H} or ${H}`],
    ['9876543210,9123456789', `${H},${H}`],
    // Landlines with their STD code
    ['Office 020 2553 1234', `Office ${H}`],
    ['(020) 2553-1234', H],
    ['+91 20 2553 1234', H],
    ['022-26543210', H],
    // E-mail and UPI
    ['write to asha.k@gmail.com please', `write to ${H} please`],
    ['ASHA+tuition@Example.co.in', H],
    ['pay to 9876543210@ybl', `pay to ${H}`],
    ['UPI: asha@okhdfcbank', `UPI: ${H}`],
    ['asha at gmail dot com', H],
    ['asha[at]gmail[dot]com', H],
    ['asha (at) yahoo (dot) co (dot) in', H],
    // Digits as words (the stretch goal)
    ['nine eight seven six five four three two one zero', H],
    ['Nine-Eight-Seven-Six-Five-Four-Three-Two-One-Zero', H],
    ['double nine eight seven six five four three two one', H],
    ['98 seven six 5 4 three 2 one 0', H],
    // Numbers that are not contacts stay
    ['Fees Rs. 1500 per month', 'Fees Rs. 1500 per month'],
    ['Rs 1,500 to 2,000', 'Rs 1,500 to 2,000'],
    ['Board exams in 2026', 'Board exams in 2026'],
    ['My son is in 10th, CBSE', 'My son is in 10th, CBSE'],
    ['Classes at 5:30 pm on Mon, Wed', 'Classes at 5:30 pm on Mon, Wed'],
    ['We live near 411038', 'We live near 411038'],
    ['Start on 24-11-2026', 'Start on 24-11-2026'],
    ['Fees 1500 2000 3000 4000', 'Fees 1500 2000 3000 4000'],
    ['Roll number 1234567890', 'Roll number 1234567890'],
    ['one or two classes a week, three hours', 'one or two classes a week, three hours'],
    ['Meet at 5 at the library', 'Meet at 5 at the library'],
    ['Chapter 9 and 10, then 11', 'Chapter 9 and 10, then 11'],
    ['', ''],
  ])('%j', (input, output) => {
    expect(maskContacts(input)).toBe(output);
  });

  it('masks every contact in a long message and keeps the rest', () => {
    const text = 'Hello! I teach Physics for Rs. 1500/month in 411038. Call 98765 43210 or mail me@x.in.';
    expect(maskContacts(text)).toBe(
      `Hello! I teach Physics for Rs. 1500/month in 411038. Call ${H} or mail ${H}.`,
    );
  });
});
