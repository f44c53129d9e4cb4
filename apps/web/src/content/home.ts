// Static copy and images for the Home page. Data only: no JSX here (icons are lucide components, named not drawn).
import {
  CalendarCheck,
  CreditCard,
  House,
  IndianRupee,
  type LucideIcon,
  ShieldCheck,
  Star,
} from 'lucide-react';
import audienceCenter from '../assets/audience/center.svg';
import audienceSchool from '../assets/audience/school.svg';
import audienceStudent from '../assets/audience/student.svg';
import audienceTutor from '../assets/audience/tutor.svg';
import person1 from '../assets/testimonials/person-1.svg';
import person2 from '../assets/testimonials/person-2.svg';
import person3 from '../assets/testimonials/person-3.svg';
import person4 from '../assets/testimonials/person-4.svg';

export type AudienceId = 'tutor' | 'student' | 'center' | 'school';

/** One of the four audience cards. Images are 160x120. */
export interface AudienceCard {
  id: AudienceId;
  title: string;
  text: string;
  image: string;
  alt: string;
  /** Route the card links to. */
  to: string;
  /** Short label for the card's link or button. */
  cta: string;
}

export interface WhyChooseUsPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A static testimonial. Images are square (200x200) illustrated portraits. */
export interface Testimonial {
  image: string;
  alt: string;
  name: string;
  /** Who they are, e.g. 'Parent' or 'Class X student'. */
  role: string;
  /** Indian city. */
  place: string;
  text: string;
}

export interface Newsletter {
  heading: string;
  text: string;
  placeholder: string;
  button: string;
}

export const audienceCards: readonly AudienceCard[] = [
  {
    id: 'tutor',
    title: 'Are you a tutor?',
    text: 'Sign up for free and find tuition jobs from KG to XII, colleges, competitive exams, hobbies and languages.',
    image: audienceTutor,
    alt: 'A tutor standing in front of a chalkboard',
    to: '/signup?role=Tutor',
    cta: 'Join as a tutor',
  },
  {
    id: 'student',
    title: 'Are you a student or parent?',
    text: 'Post your learning requirements for free and hear from tutors who can help.',
    image: audienceStudent,
    alt: 'A student posting a learning requirement',
    // Signed out, the page sends the visitor to log in (or sign up) and back.
    to: '/requirements/new',
    cta: 'Post a requirement',
  },
  {
    id: 'center',
    title: 'Do you run a tuition center?',
    text: 'Get student leads, hire faculty and promote your center to families nearby.',
    image: audienceCenter,
    alt: 'A tuition center building',
    to: '/signup?role=Tuition%20Center',
    cta: 'List your center',
  },
  {
    id: 'school',
    title: 'School or college?',
    text: 'Get the TuitionHub Android app for updates on tutors, courses and learning support.',
    image: audienceSchool,
    alt: 'A college building and a phone showing an app update',
    to: '/android-app',
    cta: 'Get the Android app',
  },
];

export const whyChooseUs: readonly WhyChooseUsPoint[] = [
  {
    icon: ShieldCheck,
    title: 'Reviewed profiles',
    text: 'Our team looks at every tutor and center profile before it goes live.',
  },
  {
    icon: CalendarCheck,
    title: 'Free demo class',
    text: 'Meet the tutor at your place first. If the demo is not right, we replace the tutor.',
  },
  {
    icon: IndianRupee,
    title: 'Clear fees',
    text: 'Fees are listed per subject in Rs., so you know the cost before you decide.',
  },
  {
    icon: House,
    title: 'Learning at home',
    text: 'One-to-one attention in a place where your child already feels at ease.',
  },
  {
    icon: Star,
    title: 'Honest reviews',
    text: 'Read ratings and reviews from other parents and students.',
  },
  {
    icon: CreditCard,
    title: 'Safe card payments',
    text: 'Shortlist tutors in your watchlist and pay the total securely by card.',
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    image: person1,
    alt: 'Illustrated portrait of Sunita Verma',
    name: 'Sunita Verma',
    role: 'Parent',
    place: 'Jaipur',
    text:
      'We found a Maths tutor for my daughter within two days. Her Class IX marks went up and, more ' +
      'importantly, she is no longer scared of the subject.',
  },
  {
    image: person2,
    alt: 'Illustrated portrait of Aarav Gupta',
    name: 'Aarav Gupta',
    role: 'Class X student',
    place: 'Lucknow',
    text:
      'My Physics tutor explains every topic with examples from daily life. The weekly practice tests ' +
      'before my boards helped a lot.',
  },
  {
    image: person3,
    alt: 'Illustrated portrait of Kavya Reddy',
    name: 'Kavya Reddy',
    role: 'B.Sc. student',
    place: 'Hyderabad',
    text:
      'I found a good tuition center for my entrance exam coaching here. Seeing fees and reviews in one ' +
      'place saved me many trips.',
  },
  {
    image: person4,
    alt: 'Illustrated portrait of Rajesh Patil',
    name: 'Rajesh Patil',
    role: 'Parent',
    place: 'Pune',
    text:
      'The demo class made the choice easy. When the first tutor’s timings did not suit us, another ' +
      'tutor was arranged the same week.',
  },
];

export const newsletter: Newsletter = {
  heading: 'Stay in touch',
  text: 'Study tips, exam reminders and new tutors in your city, once a month. No spam.',
  placeholder: 'Your email address',
  button: 'Subscribe',
};
