/** The signed-in student's payments with their hires (built by the payments feature). */
export function PaymentHistory() {
  return null;
}
