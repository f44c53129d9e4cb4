// Site-wide static content: office details, hours, footer, Contact, Android app and 404 copy.
// Data only: no JSX here.
import androidAppImage from '../assets/android-app.svg';
import appStoreBadge from '../assets/badges/app-store.svg';
import googlePlayBadge from '../assets/badges/google-play.svg';
import paymentsImage from '../assets/badges/payments.svg';
import notFoundImage from '../assets/not-found.svg';

export interface Office {
  name: string;
  addressLines: readonly string[];
  city: string;
  phone: string;
  /** `tel:` link for the phone number. */
  phoneHref: string;
  email: string;
  /** `mailto:` link for the email address. */
  emailHref: string;
  /** Approximate location, for a locally drawn map. */
  coordinates: { lat: number; lng: number };
}

export interface ContactCopy {
  heading: string;
  subheading: string;
  text: string;
  officeHeading: string;
}

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface StoreBadge {
  store: 'Google Play' | 'App Store';
  href: string;
  /** The badge, at its intrinsic size. */
  image: ImageAsset;
}

export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface AndroidAppCopy {
  heading: string;
  text: string;
  status: string;
  features: readonly string[];
  note: string;
  image: ImageAsset;
}

export interface NotFoundCopy {
  heading: string;
  text: string;
  button: string;
  image: ImageAsset;
}

export const siteName = 'TuitionHub';

export { type Logo, logo } from './logo.ts';

export const office: Office = {
  name: 'TuitionHub Head Office',
  addressLines: ['Administrative Block, University of Delhi', 'North Campus, Delhi 110007'],
  city: 'Delhi',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@tuitionhub.in',
  emailHref: 'mailto:hello@tuitionhub.in',
  coordinates: { lat: 28.6887, lng: 77.2101 },
};

/** Office hours shown on the Contact page. */
export const contactHours = 'Monday to Saturday 9.00am to 5.00pm';

/** Hours shown in the footer. */
export const footerHours = 'Monday to Saturday 10:00-18:00';

export const contactCopy: ContactCopy = {
  heading: 'LEAVE A MESSAGE',
  subheading: 'We love to hear from you',
  text: 'Questions about tutors, fees or your account? Write to us and we will reply within one working day.',
  officeHeading: 'Our head office',
};

export const footerAbout =
  'TuitionHub helps families across India find trusted home tutors and tuition centers.';

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Join US', to: '/signup' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Tutors', to: '/all-tutors' },
      { label: 'Tuition Centers', to: '/all-tuition-centers' },
      { label: 'Search', to: '/search' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: '/about#faq' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
];

export const storeBadges: readonly StoreBadge[] = [
  {
    store: 'Google Play',
    href: '/android-app',
    image: { src: googlePlayBadge, alt: 'Get it on Google Play', width: 180, height: 54 },
  },
  {
    store: 'App Store',
    href: '/android-app',
    image: { src: appStoreBadge, alt: 'Download on the App Store', width: 180, height: 54 },
  },
];

/** Only what the checkout takes (payments: `card` and `upi`; no net banking) — issue 15 item 4. */
export const paymentMethods: ImageAsset = {
  src: paymentsImage,
  alt: 'We accept Visa, Mastercard, RuPay and UPI',
  width: 250,
  height: 38,
};

export const androidApp: AndroidAppCopy = {
  heading: 'TuitionHub on your Android phone',
  text:
    'Search tutors and tuition centers, keep your shortlist with you and get updates about classes, ' +
    'all from your phone. Schools and colleges can use it to share learning updates with students.',
  status: 'Coming soon to Google Play',
  features: [
    'Search tutors and tuition centers near you',
    'Shortlist tutors and see fees in Rs.',
    'Get alerts for demo classes and new leads',
    'Updates from your school or college',
  ],
  note: 'Subscribe to our newsletter and we will tell you as soon as the app is ready.',
  image: {
    src: androidAppImage,
    alt: 'A phone showing the TuitionHub app with a list of tutors',
    width: 440,
    height: 500,
  },
};

export const notFound: NotFoundCopy = {
  heading: 'Page not found',
  text: 'We could not find the page you were looking for. It may have moved, or the link may be wrong.',
  button: 'Go to Home',
  image: {
    src: notFoundImage,
    alt: 'A puzzled student holding a map next to a large 404',
    width: 480,
    height: 320,
  },
};
