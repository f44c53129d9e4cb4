/**
 * Card checks and outcomes of the built-in `local` processor, modelled on Stripe's test mode
 * (https://docs.stripe.com/testing): the same test numbers give the same results and messages.
 * Pure functions; the card number never leaves them (nothing here is stored or logged).
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; digits: string } | { ok: false; path: string; message: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The checks Stripe Elements makes before anything is sent: number (Luhn), expiry, CVC. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits))
    return { ok: false, path: 'card.number', message: 'Your card number is invalid.' };
  if (digits.length < 12)
    return { ok: false, path: 'card.number', message: 'Your card number is incomplete.' };
  if (digits.length > 19 || !luhnValid(digits))
    return { ok: false, path: 'card.number', message: 'Your card number is invalid.' };

  const month = card.expMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { ok: false, path: 'card.expMonth', message: "Your card's expiration month is invalid." };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year < thisYear || (year === thisYear && month < thisMonth))
    return { ok: false, path: 'card.expYear', message: "Your card's expiration date is in the past." };
  if (year > thisYear + 50)
    return { ok: false, path: 'card.expYear', message: "Your card's expiration year is invalid." };

  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return {
      ok: false,
      path: 'card.cvc',
      message: /^\d{0,2}$/.test(card.cvc.trim())
        ? "Your card's security code is incomplete."
        : "Your card's security code is invalid.",
    };
  return { ok: true, digits };
}

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

const declined = 'Your card was declined.';
/** Stripe's test numbers that fail, with Stripe's decline code and message. */
const failures: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: declined },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: declined },
  '4000000000009979': { code: 'stolen_card', message: declined },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};
/** Stripe's test numbers that succeed (by brand). */
const successes = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '4000003560000008', // Visa (India)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard (debit)
  '5105105105105100', // Mastercard (prepaid)
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

/** What the processor answers for a card that passed `checkCard`. */
export function cardOutcome(digits: string): CardOutcome {
  const failure = failures[digits];
  if (failure) return { ok: false, ...failure };
  if (successes.has(digits)) return { ok: true };
  // Like Stripe in test mode: a real card number is never charged here.
  return {
    ok: false,
    code: 'card_declined',
    message: 'Your card was declined. This is a test processor: use a test card such as 4242 4242 4242 4242.',
  };
}
