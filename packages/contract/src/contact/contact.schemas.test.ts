import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M, ZContactBodySchema } from './contact.schemas';

const valid = {
  name: 'Akosua Boateng',
  email: 'Akosua@Example.com',
  phone: '+233 24 412 3456',
  subject: 'Minimum investment',
  message: 'Can I co-invest from London with 5,000 dollars?',
};

function messagesAt(body: Record<string, unknown>, field: string): string[] {
  const result = ZContactBodySchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('contact form', () => {
  it('accepts a complete message, trimmed, with the e-mail lower-cased', () => {
    expect(ZContactBodySchema.parse({ ...valid, name: '  Akosua Boateng ' })).toEqual({
      ...valid,
      email: 'akosua@example.com',
    });
  });

  it('takes the phone as optional, empty or absent', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(ZContactBodySchema.safeParse(withoutPhone).success).toBe(true);
    expect(ZContactBodySchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
  });

  it.each([
    ['name', 'A', M.contactNameTooShort, 'Name must be at least 2 characters'],
    ['email', 'akosua@', M.contactEmailInvalid, 'Please enter a valid email address'],
    ['subject', 'Hi', M.contactSubjectTooShort, 'Subject must be at least 5 characters'],
    ['message', 'Call me', M.contactMessageTooShort, 'Message must be at least 10 characters'],
  ])("gives %s %j the contact form's message", (field, value, message, specText) => {
    expect(message).toBe(specText);
    expect(messagesAt({ ...valid, [field]: value }, field)).toEqual([message]);
  });

  it.each([
    ['name', 'x'.repeat(101), M.contactNameTooLong],
    ['phone', 'call me maybe', M.contactPhoneInvalid],
    ['phone', '1'.repeat(31), M.contactPhoneInvalid],
    ['subject', 'x'.repeat(201), M.contactSubjectTooLong],
    ['message', 'x'.repeat(5001), M.contactMessageTooLong],
  ])('caps %s', (field, value, message) => {
    expect(messagesAt({ ...valid, [field]: value }, field)).toContain(message);
  });
});
