/** Enquiries sent to the signed-in tutor or center, newest first (built by the messages feature). */
export function MyEnquiries() {
  return null;
}
