/** '4242424242424242' → '4242 4242 4242 4242' (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1' → '1', '12' → '12 / ', '1228' → '12 / 28'; a first digit above 1 means a one-digit month ('4' → '04 / '). */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator should delete the month's last digit, not get stuck on ' / '.
  if (previous.endsWith(' / ') && input.length < previous.length) digits = digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.length < previous.length ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** 'MM / YY' → { expMonth, expYear } or null when incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  return m ? { expMonth: Number(m[1]), expYear: 2000 + Number(m[2]) } : null;
}

export const formatCvc = (input: string) => input.replace(/\D/g, '').slice(0, 4);
