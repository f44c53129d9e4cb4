// /terms: the rules of the marketplace. Payments and refunds follow /refund-policy (the rules the
// payments code applies); contact masking follows the conversations module.
import { grievanceOfficer, type Policy } from './policy.ts';
import { office } from './site.ts';

export const termsOfUse: Policy = {
  title: 'Terms of use',
  summary:
    'The rules for using TuitionHub as a student or parent, a tutor or a tuition center: what you can expect from us and what we expect from you.',
  description:
    "TuitionHub's terms of use: accounts, tutors' and centers' responsibilities, reviews, payments and refunds, prohibited conduct, liability and governing law (India).",
  updated: '2026-11-24',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        'These terms are an agreement between you and TuitionHub for the use of this website. By creating an account and ticking “I agree”, you accept them and our [Privacy policy](/privacy). If you do not agree, please do not create an account; you can still browse tutors and centers.',
        'TuitionHub is a marketplace: we help you find, compare, contact and pay tutors and tuition centers. The classes themselves are given by the tutors and centers, who are independent and not our employees.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      list: [
        'You must be 18 or older to create an account. A parent or guardian creates and manages the account for a learner under 18 and is responsible for it.',
        'Give true details, keep them up to date and keep your password secret. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
        'One person or business, one account. We may suspend or close an account that breaks these terms, after telling you why, unless the law or the safety of others prevents us.',
        'You can close your account at any time by writing to us (see the [Privacy policy](/privacy#your-rights)).',
      ],
    },
    {
      id: 'tutors-and-centers',
      heading: "Tutors' and centers' responsibilities",
      list: [
        'Your profile must be true: your real name and photo, qualifications and experience you actually have, the subjects and courses you really teach and the fees you really charge. New profiles are reviewed by our team before they are listed, and we may ask for proof of identity and qualifications before showing a “Verified” badge.',
        'Teach the classes you are paid for, at the agreed times, in the agreed mode (at home, online or at your place), and tell the student in good time if you cannot.',
        'Keep learners safe. Behave professionally with children at all times, never be alone with a child against a parent’s wishes, and follow the law, including the Protection of Children from Sexual Offences Act, 2012.',
        'Use students’ details only to teach them. Do not share, sell or reuse them.',
      ],
    },
    {
      id: 'students-and-parents',
      heading: "Students' and parents' responsibilities",
      list: [
        'Describe what you need honestly, attend the classes you book or cancel them in good time, and treat tutors with respect.',
        'For home classes, give a correct address and make sure a responsible adult is present when a child is taught at home.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      list: [
        'Reviews must be your own, honest experience of a tutor or center. Reviews marked “Verified” come from someone who paid that tutor through TuitionHub.',
        'Do not write reviews of yourself or your competitors, offer or accept anything in return for a review, or post insults, personal details or anything unlawful.',
        'We may remove a review that breaks these rules. We do not remove a review only because it is negative.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and refunds',
      list: [
        'Fees are set by the tutors and centers and shown in Indian rupees. When you pay through TuitionHub you pay the first month’s fees for each tutor and subject in your watchlist; later months are arranged with the tutor.',
        'Payments are made by card (Visa, Mastercard, RuPay) or UPI through our payment processor. We never see or store your card number or UPI PIN. You receive a receipt by e-mail and on your dashboard.',
        'Cancellations and refunds follow our [Refund and cancellation policy](/refund-policy).',
        'Free demo classes are free: nothing is charged to book or cancel one.',
      ],
    },
    {
      id: 'prohibited-conduct',
      heading: 'What is not allowed',
      list: [
        'Getting around contact masking: phone numbers and e-mail addresses in messages are hidden until a demo is confirmed, a tutor is hired or a response is accepted. Do not try to defeat this (for example by spelling numbers out) to take a first contact off the platform.',
        'Harassing, threatening or discriminating against anyone, on the platform or off it — including contacting someone who has blocked you or asked you to stop.',
        'Fake profiles, false qualifications, fake reviews, spam and advertising unrelated to tuition.',
        'Content that is unlawful, obscene, or harmful to children.',
        'Attacking or overloading the site, scraping it, or using someone else’s account.',
      ],
      after:
        'You can report a conversation or a profile from the site; our team reviews every report and may block content, suspend accounts and, where the law requires, inform the authorities.',
    },
    {
      id: 'liability',
      heading: 'Our responsibility and its limits',
      paragraphs: [
        'We run the site with reasonable care and skill, review new profiles and act on reports. But tutors and centers are independent: we do not guarantee results in examinations, and we are not responsible for what a tutor or center does or fails to do, beyond what these terms and the [Refund and cancellation policy](/refund-policy) say.',
        'To the extent the law allows, our total liability to you for any claim is limited to the amount you paid through TuitionHub in the 12 months before the claim. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019, or our liability for fraud or for anything that cannot be limited by law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        `These terms are governed by the laws of India. Please tell us about a problem first — write to [${grievanceOfficer.email}](mailto:${grievanceOfficer.email}) or use the [contact page](/contact) — and we will try to resolve it within ${grievanceOfficer.resolveDays} days. If we cannot, the courts of ${office.city} have jurisdiction, without affecting your right as a consumer to approach a consumer commission where you live.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms; the date at the top of this page shows the latest version. For important changes we e-mail account holders before they take effect. If you keep using the site after that, the new terms apply.',
      ],
    },
  ],
};
