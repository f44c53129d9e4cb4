// /privacy: what the product actually collects and does with it. Keep in step with the server:
// sessions (SESSION_TTL_DAYS, the HttpOnly `session` cookie), payments (card and UPI through the
// processor; no card numbers stored), conversations' contact masking, reviews.
import { grievanceOfficer, type Policy } from './policy.ts';
import { office } from './site.ts';

const address = office.addressLines.join(', ');

export const privacyPolicy: Policy = {
  title: 'Privacy policy',
  summary:
    'What we collect about you, why, who sees it, how long we keep it and how to have it deleted — in plain words.',
  description:
    "TuitionHub's privacy policy: the personal data we collect, why, who sees it, how long it is kept, children's data and your rights under India's Digital Personal Data Protection Act, 2023.",
  updated: '2026-11-24',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `TuitionHub (“we”, “us”) runs this website, where students and parents in India find home tutors and tuition centers. For the personal data described here we are the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (“DPDP Act”). Our office: ${address}.`,
        'This policy covers everyone who uses the site: visitors, students and parents, tutors, tuition centers and our own staff acting as administrators.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      list: [
        'Account details you give us: your name, e-mail address and password (stored only as a one-way hash, never readable by anyone, including us), and the role you chose — student or parent, tutor or tuition center.',
        'Profile details tutors and centers publish: photo, subjects or courses and their fees, the classes and boards taught, teaching modes, the area you teach in or travel to, qualification, experience, languages and the description you write.',
        "A student's profile information, and the place (pincode or locality) used to find tutors near you. We never show a student's exact address on the site; a home address is shared only with a tutor you book a home class with.",
        'What you do on the site: your watchlist, demo-class bookings, requirements you post and the responses to them, messages in conversations, reviews and ratings you write, and enquiries sent through the contact form.',
        "Payments: the tutors, subjects and amounts you pay for, the payment method (card or UPI), the processor's payment reference, your receipt number and any refunds. Card numbers, CVCs and UPI PINs go straight to the payment processor; we never receive or store them.",
        'Technical data: your IP address (to slow down abusive requests, for example repeated wrong passwords) and server logs of requests, used to keep the service running and secure.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'We process your data on the basis of the consent you give when you create an account (you tick “I agree” and we store when you did), and for the legitimate uses the DPDP Act allows, such as keeping the service secure and meeting legal obligations. We use it only to:',
      ],
      list: [
        'create and run your account and keep you signed in;',
        'show tutors and centers in search, on their profiles and near a place you choose;',
        'let you shortlist tutors, book demo classes, post requirements, message each other and leave reviews;',
        'take payments, send receipts, make refunds and keep the accounting records the law requires;',
        'send the e-mails the service needs (sign-up, password reset, booking and payment updates) and, only if you subscribe, our newsletter;',
        'review new tutor and center profiles, handle reports and keep the marketplace free of fraud and abuse.',
      ],
      after: 'We do not sell your personal data, and we do not use it for advertising by others.',
    },
    {
      id: 'who-sees-it',
      heading: 'Who sees it',
      list: [
        "Everyone: a tutor's or center's public profile — name, photo, subjects or courses, fees, area, qualification, ratings and reviews (with the reviewer's first name).",
        'The other party of a conversation, booking or payment sees what they need for it: your name, the subject, the time and the message. Phone numbers and e-mail addresses written inside messages are masked until the student and the tutor or center have a confirmed demo class, a paid hire or an accepted response to a requirement.',
        'Our administrators see accounts, payments and reports in order to run the service, review profiles and answer complaints.',
        'Service providers who process data on our behalf and under contract: the payment processor (card and UPI payments, for example Stripe or an Indian UPI payment gateway), our e-mail delivery service and our hosting provider. They may use the data only to provide their service to us.',
        'Authorities, when Indian law requires it (for example a lawful order from a court or the police).',
      ],
    },
    {
      id: 'children',
      heading: "Children's data",
      paragraphs: [
        'Many of our learners are under 18. Under the DPDP Act a child’s data may be processed only with the verifiable consent of a parent or lawful guardian. So an account for a learner under 18 must be created and managed by a parent or guardian, who gives consent for the child, receives the e-mails and makes any payments.',
        'We do not track children, do not show them advertising and do not build profiles of their behaviour. If you believe a child has signed up without a parent’s consent, write to the Grievance Officer below and we will delete the account.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use one cookie: `session`, which keeps you signed in. It is set when you sign in, cannot be read by scripts on the page, and is removed when you sign out or when the session expires (after 30 days). The site also remembers your name and role in your browser’s storage so that the header shows them at once; signing out clears it.',
        'We use no advertising or tracking cookies and no third-party analytics, so there is nothing to opt out of.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      list: [
        'Your account and profile: for as long as you keep the account. When you ask us to delete it, we delete or anonymise it within 30 days.',
        'Sign-in sessions: until you sign out, or 30 days at most.',
        'Messages, bookings, requirements and reviews: as long as the account that wrote them; reviews you wrote are deleted with your account.',
        'Payment and refund records: 8 years, because Indian tax and accounting law (the Companies Act, 2013 and the GST law) require us to keep them.',
        'Contact-form enquiries: up to 1 year after they are answered. Server logs: up to 90 days.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to delete your data',
      paragraphs: ['Under the DPDP Act you can:'],
      list: [
        'see a summary of the personal data we hold about you and who we shared it with;',
        'correct or complete it — most of it you can edit yourself on your dashboard;',
        'withdraw your consent and have your account and data erased (except the records the law makes us keep);',
        'nominate a person to exercise these rights if you die or become unable to;',
        'complain to our Grievance Officer and, if you are not satisfied, to the Data Protection Board of India.',
      ],
      after: `To use any of these rights, e-mail [${grievanceOfficer.email}](mailto:${grievanceOfficer.email}) from the address of your account, or write to us through the [contact page](/contact). We answer within ${grievanceOfficer.resolveDays} days.`,
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Passwords are stored only as salted hashes; sessions can be revoked, and changing your password signs out your other devices. Traffic is encrypted (HTTPS) in production, and only administrators who need it can see account data. If a breach affecting your data ever happens, we will tell you and the Data Protection Board as the DPDP Act requires.',
      ],
    },
    {
      id: 'grievance-officer',
      heading: 'Grievance Officer',
      paragraphs: [
        `${grievanceOfficer.name} — e-mail [${grievanceOfficer.email}](mailto:${grievanceOfficer.email}); post: ${address}; phone ${office.phone} (Monday to Saturday, 10:00–18:00).`,
        `We acknowledge a complaint within ${grievanceOfficer.acknowledgeDays} working days and resolve it within ${grievanceOfficer.resolveDays} days.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page, and for important changes we e-mail account holders before they take effect. See also our [Terms of use](/terms) and our [Refund and cancellation policy](/refund-policy).',
      ],
    },
  ],
};
