import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminCount, userRow } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import { profileRow } from './helpers/catalogue-rows.ts';
import { createAdmin, createStudent } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { uploadOf } from './helpers/stored-rows.ts';

let n = 0;
const email = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.test`;
const student = (over: Record<string, unknown> = {}) => ({
  role: 'Student',
  acceptTerms: true,
  name: 'Asha Rao',
  email: email('student'),
  password: 'a-long-password',
  profileInfo: 'Class 10, CBSE, needs help with Maths',
  ...over,
});
const tutor = (over: Record<string, unknown> = {}) => ({
  role: 'Tutor',
  acceptTerms: true,
  name: 'Ravi Kumar',
  email: email('tutor'),
  password: 'a-long-password',
  bio: 'Physics and Maths for Class 9-12',
  availability: 'Evening',
  subjects: ['Physics', 'Maths'],
  fees: { Physics: 1200, Maths: 900 },
  city: 'Pune',
  pincode: '411038',
  travelKm: 5,
  modes: ['Home', 'Online'],
  classLevels: ['IX-X', 'XI-XII'],
  ...over,
});
const center = (over: Record<string, unknown> = {}) => ({
  role: 'Tuition Center',
  acceptTerms: true,
  name: 'Bright Minds Academy',
  email: email('center'),
  password: 'a-long-password',
  location: 'Kothrud, Pune',
  description: 'Coaching for boards and JEE',
  contactNumber: '+91 98765 43210',
  courses: ['IIT-JEE', 'Class 10 Boards'],
  city: 'Pune',
  classLevels: ['XI-XII'],
  fees: { 'IIT-JEE': 4000, 'Class 10 Boards': 1500 },
  ...over,
});

const register = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/register', payload });

/** No answer may ever carry a password hash (argon2 strings start with $argon2). */
const expectNoHash = (body: string) => {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/passwordHash|password_hash/);
};

async function uploadPhoto(app: FastifyInstance): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = multipart({ file: { filename: 'me.png', contentType: 'image/png', data: png } });
  const res = await app.inject({ method: 'POST', url: '/api/uploads', ...form });
  expect(res.statusCode).toBe(201);
  return res.json().secure_url;
}

describe('accounts: sign-up', async () => {
  const app = await createTestApp({ REGISTER_MAX_PER_HOUR: '1000' });

  it('registers a student with the default photo and returns the user without secrets', async () => {
    const body = student({ email: '  Asha.Rao@Example.TEST ' });
    const res = await register(app, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Student registered successfully',
      user: {
        name: 'Asha Rao',
        email: 'asha.rao@example.test',
        role: 'Student',
        photo: '/images/default-avatar.svg',
        profileInfo: 'Class 10, CBSE, needs help with Maths',
      },
    });
    expect(json.user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.user).not.toHaveProperty('password');
    expectNoHash(res.body);
    const row = await userRow(app, json.user._id);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('a-long-password');
  });

  it('registers a tutor with subjects, fees and derived listing columns', async () => {
    const res = await register(app, tutor());
    expect(res.statusCode).toBe(201);
    const { message, user } = res.json();
    expect(message).toBe('Tutor registered successfully');
    expect(user).toMatchObject({
      role: 'Tutor',
      photo: '/images/tutor-placeholder.svg',
      bio: 'Physics and Maths for Class 9-12',
      availability: 'Evening',
      subjects: ['Maths', 'Physics'],
      fees: { Physics: 1200, Maths: 900 },
      ratings: 0,
      reviewCount: 0,
    });
    const p = await profileRow(app, 'tutor', user._id);
    expect(p).toMatchObject({ name: 'Ravi Kumar', lowestFee: 900 });
    expect(p!.searchText).toContain('physics');
  });

  it('registers a tuition center with courses and fees', async () => {
    const res = await register(app, center());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Tuition Center registered successfully',
      user: {
        role: 'Tuition Center',
        photo: '/images/center-placeholder.svg',
        location: 'Kothrud, Pune',
        contactNumber: '+91 98765 43210',
        courses: ['Class 10 Boards', 'IIT-JEE'],
        fees: { 'IIT-JEE': 4000, 'Class 10 Boards': 1500 },
      },
    });
    expect((await profileRow(app, 'center', res.json().user._id))!.lowestFee).toBe(1500);
  });

  it('accepts multipart sign-up with subjects, courses and fees as JSON text', async () => {
    const t = tutor();
    const form = multipart({
      role: 'Tutor',
      acceptTerms: 'true',
      name: t.name as string,
      email: t.email as string,
      password: 'a-long-password',
      bio: 'Chemistry',
      availability: 'Morning',
      subjects: JSON.stringify(['Chemistry']),
      fees: JSON.stringify({ Chemistry: '700' }),
      city: 'Pune',
      pincode: '411038',
      travelKm: '6',
      modes: JSON.stringify(['Home']),
      classLevels: JSON.stringify(['XI-XII']),
    });
    const res = await app.inject({ method: 'POST', url: '/api/user/register', ...form });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      subjects: ['Chemistry'],
      fees: { Chemistry: 700 },
      travelKm: 6,
      modes: ['Home'],
      classLevels: ['XI-XII'],
    });

    const c = center();
    const cForm = multipart({
      role: 'Tuition Center',
      acceptTerms: 'true',
      name: 'Multipart Center',
      email: c.email as string,
      password: 'a-long-password',
      location: 'Delhi',
      description: 'Evening batches',
      contactNumber: '011-2345678',
      courses: JSON.stringify(['NEET']),
      fees: JSON.stringify({ NEET: 3000 }),
      city: 'Delhi',
      classLevels: JSON.stringify(['XI-XII', 'Competitive']),
    });
    const cRes = await app.inject({ method: 'POST', url: '/api/user/register', ...cForm });
    expect(cRes.statusCode).toBe(201);
    expect(cRes.json().user).toMatchObject({ role: 'Tuition Center', courses: ['NEET'] });

    const sForm = multipart({
      role: 'Student',
      acceptTerms: 'true',
      name: 'Multipart Student',
      email: email('mp'),
      password: 'a-long-password',
      profileInfo: 'Class 8',
    });
    const sRes = await app.inject({ method: 'POST', url: '/api/user/register', ...sForm });
    expect(sRes.statusCode).toBe(201);
  });

  it('refuses malformed JSON text in multipart fields', async () => {
    const form = multipart({
      ...Object.fromEntries(
        Object.entries(tutor()).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      subjects: '[Physics',
      fees: '{}',
    });
    const res = await app.inject({ method: 'POST', url: '/api/user/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('subjects must be JSON text');
  });

  it('keeps an uploaded photo and makes the new account its owner', async () => {
    const photo = await uploadPhoto(app);
    const res = await register(app, student({ photo }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.photo).toBe(photo);
    const row = await uploadOf(app, photo);
    expect(row!.ownerId).toBe(res.json().user._id);

    // The same file cannot become a second account's photo.
    const again = await register(app, student({ photo }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: 'photo', message: 'This photo was not uploaded here' }]);
  });

  it('refuses a photo from an outside address or an unknown upload', async () => {
    for (const photo of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/../../etc/passwd',
      '//evil.example/uploads/x.webp',
    ]) {
      const res = await register(app, student({ photo }));
      expect(res.statusCode, photo).toBe(400);
      expect(res.json().message).toBe('Please upload the photo with the photo picker');
    }
    const unknown = await register(app, student({ photo: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please upload the photo again');
  });

  it('gives every validation failure a clear message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [student({ name: undefined }), 'name', 'Name is required'],
      [student({ name: '   ' }), 'name', 'Name is required'],
      [student({ name: 'Asha\u0000Rao' }), 'name', 'Name contains a character that is not allowed'],
      [tutor({ bio: 'x\u0000' }), 'bio', 'Bio contains a character that is not allowed'],
      [student({ email: undefined }), 'email', 'Email is required'],
      [student({ email: 'not-an-email' }), 'email', 'Please enter a valid email address'],
      [student({ password: undefined }), 'password', 'Password is required'],
      [student({ password: 'short' }), 'password', 'Password must be at least 8 characters'],
      [student({ profileInfo: '' }), 'profileInfo', 'Profile info is required'],
      [tutor({ bio: undefined }), 'bio', 'Bio is required'],
      [tutor({ availability: 'Night' }), 'availability', 'Please choose Morning, Afternoon or Evening'],
      [tutor({ availability: undefined }), 'availability', 'Please choose Morning, Afternoon or Evening'],
      [tutor({ subjects: [] }), 'subjects', 'Please add at least one subject'],
      [tutor({ subjects: ['Maths', ''] }), 'subjects.1', 'Please enter a name for every subject'],
      [center({ location: '' }), 'location', 'Location is required'],
      [center({ description: undefined }), 'description', 'Description is required'],
      [center({ contactNumber: '' }), 'contactNumber', 'Contact number is required'],
      [center({ contactNumber: 'call me' }), 'contactNumber', 'Please enter a valid contact number'],
      [center({ courses: [''] }), 'courses.0', 'Please enter both course name and fee.'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await register(app, payload);
      expect(res.statusCode, `${path}: ${message}`).toBe(400);
      const json = res.json();
      expect(json.code).toBe('VALIDATION_ERROR');
      expect(json.message).toBe(message);
      expect(json.errors).toContainEqual({ path, message });
    }
  });

  it("answers 'Please provide fees for all subjects.' when a subject has no fee", async () => {
    for (const fees of [
      { Physics: 1200 },
      { Physics: 1200, Maths: '' },
      { Physics: 1200, Maths: null },
      undefined,
    ]) {
      const res = await register(app, tutor({ fees }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please provide fees for all subjects.');
      expect(res.json().errors[0].path).toMatch(/^fees\./);
    }
    const bad = await register(app, tutor({ fees: { Physics: 1200, Maths: -5 } }));
    expect(bad.json().message).toBe('Fees must be whole rupees from 1 to 1000000');
    const dup = await register(app, tutor({ subjects: ['Maths', 'maths'], fees: { Maths: 1, maths: 2 } }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/listed twice/);
  });

  it("answers 'Please enter both course name and fee.' for a course without a fee", async () => {
    const res = await register(app, center({ courses: ['NEET'], fees: {} }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both course name and fee.');
  });

  it('refuses a taken e-mail in any letter case with 409', async () => {
    const first = student();
    expect((await register(app, first)).statusCode).toBe(201);
    for (const variant of [first.email, (first.email as string).toUpperCase(), ` ${first.email} `]) {
      const res = await register(app, tutor({ email: variant }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: 'Email is already registered',
      });
    }
  });

  it('never lets a sign-up choose the admin role (or any other)', async () => {
    const before = await adminCount(app);
    const attempts: Record<string, unknown>[] = [
      student({ role: 'Admin' }),
      student({ role: 'admin' }),
      student({ role: 'ADMIN' }),
      student({ role: 'Superuser' }),
      student({ role: ['Admin'] }),
      student({ role: undefined }),
      tutor({ role: undefined }),
      center({ role: 'center' }),
    ];
    for (const payload of attempts) {
      const res = await register(app, payload);
      expect(res.statusCode, JSON.stringify(payload.role)).toBe(400);
      expect(res.json().message).toBe('Please choose Student, Tutor or Tuition Center');
    }
    // Multipart is held to the same rule.
    const form = multipart({
      ...(student({ role: 'Admin', acceptTerms: 'true' }) as unknown as Record<string, string>),
    });
    const mp = await app.inject({ method: 'POST', url: '/api/user/register', ...form });
    expect(mp.statusCode).toBe(400);
    // A student payload with a smuggled "isAdmin"-style field stays a student.
    const smuggled = await register(
      app,
      student({ isAdmin: true, roleOverride: 'Admin', passwordHash: 'x' }),
    );
    expect(smuggled.statusCode).toBe(201);
    expect(smuggled.json().user.role).toBe('Student');
    const after = await adminCount(app);
    expect(after).toBe(before);
  });

  it('lets an admin create tutors and centers with the same rules; others get 401/403', async () => {
    const admin = await createAdmin(app);
    const studentActor = await createStudent(app);
    const { role: _r, ...tutorBody } = tutor();
    const created = await app.inject({
      method: 'POST',
      url: '/api/tutors/create',
      headers: admin.headers,
      payload: tutorBody,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      tutor: { role: 'Tutor', subjects: ['Maths', 'Physics'] },
    });
    expectNoHash(created.body);

    const noFee = await app.inject({
      method: 'POST',
      url: '/api/tutors/create',
      headers: admin.headers,
      payload: { ...tutorBody, email: email('t2'), fees: { Physics: 100 } },
    });
    expect(noFee.json().message).toBe('Please provide fees for all subjects.');

    const { role: _c, ...centerBody } = center();
    const c = await app.inject({
      method: 'POST',
      url: '/api/tuition-centers/create',
      headers: admin.headers,
      payload: centerBody,
    });
    expect(c.statusCode).toBe(201);
    expect(c.json().tuitionCenter.role).toBe('Tuition Center');

    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/tutors/create',
      headers: studentActor.headers,
      payload: { ...tutorBody, email: email('t3') },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/tuition-centers/create',
      payload: { ...centerBody, email: email('c3') },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('accounts: sign-up rate limit', async () => {
  const app = await createTestApp({ REGISTER_MAX_PER_HOUR: '3' });

  it('allows REGISTER_MAX_PER_HOUR sign-ups per IP per hour, then 429 with Retry-After', async () => {
    const from = (ip: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress: ip });
    expect((await from('10.0.0.1', student())).statusCode).toBe(201);
    expect((await from('10.0.0.1', student({ password: 'x' }))).statusCode).toBe(400); // failures count too
    expect((await from('10.0.0.1', student())).statusCode).toBe(201);
    const limited = await from('10.0.0.1', student());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    // Another IP is not affected.
    expect((await from('10.0.0.2', student())).statusCode).toBe(201);
  });
});
