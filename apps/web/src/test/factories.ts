// Test data shaped like the API's answers; each call gets a fresh id.
import type { CenterCard, Payment, Place, TutorCard, User } from '@tuitionhub/contracts';

let n = 0;
export const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export function makeUser(over: Partial<User> = {}): User {
  return {
    _id: nextId(),
    name: 'Asha Rao',
    email: 'asha@example.test',
    role: 'Student',
    photo: '/images/default-avatar.svg',
    profileInfo: 'Class 10',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export function makeTutor(over: Partial<TutorCard> = {}): TutorCard {
  const fees = over.fees ?? { Maths: 500, Physics: 800 };
  return {
    _id: nextId(),
    name: 'Asha Rao',
    photo: '/images/default-avatar.svg',
    bio: 'Patient Maths tutor.',
    availability: 'Morning',
    subjects: Object.keys(fees),
    fees,
    lowestFee: Math.min(...Object.values(fees)),
    ratings: 4.5,
    reviewCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    city: 'Pune',
    locality: 'Kothrud',
    classLevels: ['IX-X', 'XI-XII'],
    boards: ['CBSE'],
    modes: ['Home', 'Online'],
    travelKm: 5,
    sessionsPerWeek: 3,
    sessionMinutes: 60,
    responseMinutes: null,
    verified: null,
    memberSince: '2026-01-01T00:00:00.000Z',
    demosHeld: 0,
    studentsHired: 0,
    qualification: '',
    experienceYears: null,
    languages: [],
    ...over,
  };
}

export function makeCenter(over: Partial<CenterCard> = {}): CenterCard {
  const fees = over.fees ?? { 'JEE Preparation': 2500, 'Spoken English': 1200 };
  return {
    _id: nextId(),
    name: 'Bright Minds Academy',
    photo: '/images/center-placeholder.svg',
    location: 'Koramangala, Bengaluru',
    description: 'Small batches and weekly tests.',
    contactNumber: '+91 98450 12345',
    courses: Object.keys(fees),
    fees,
    lowestFee: Math.min(...Object.values(fees)),
    ratings: 4.2,
    reviewCount: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    city: 'Bengaluru',
    locality: 'Koramangala',
    classLevels: ['XI-XII', 'Competitive'],
    boards: ['CBSE', 'State'],
    address: null,
    responseMinutes: null,
    verified: null,
    memberSince: '2026-01-01T00:00:00.000Z',
    demosHeld: 0,
    studentsHired: 0,
    ...over,
  };
}

export function makePayment(over: Partial<Payment> = {}): Payment {
  return {
    _id: nextId(),
    userId: nextId(),
    name: 'Priya Sharma',
    amount: 1700,
    status: 'paid',
    provider: 'local',
    method: 'card',
    receiptNumber: 'TH/2026-27/000001',
    refundedAmount: 0,
    refunds: [],
    paymentIntentId: 'pi_local_abc',
    failureMessage: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    items: [{ tutorId: null, tutorName: 'Asha Rao', subject: 'Maths', fee: 1700 }],
    ...over,
  };
}

/** A place as GET /api/places answers it: Kothrud, Pune unless told otherwise. */
export function makePlace(over: Partial<Place> = {}): Place {
  return {
    label: 'Kothrud, Pune 411038',
    city: 'Pune',
    locality: 'Kothrud',
    pincode: '411038',
    state: 'Maharashtra',
    lat: 18.5074,
    lng: 73.8077,
    ...over,
  };
}
