import { describe, expect, it } from 'vitest';
import { ZSignUpBodySchema, ZSignUpFormSchema } from './users.schemas';
import { ZResetPasswordBodySchema } from '../auth/auth.schemas';

const validForm = {
  username: 'ama_mensah',
  email: 'Ama@Example.com ',
  password: 'kwame-harbour',
  confirmPassword: 'kwame-harbour',
  firstName: 'Ama',
  lastName: 'Mensah',
  acceptTerms: true,
};

function messagesAt(
  result: {
    success: boolean;
    error?: { issues: { path: (string | number)[]; message: string }[] };
  },
  field: string,
) {
  return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('sign-up form', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    const result = ZSignUpFormSchema.safeParse(validForm);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('ama@example.com');
  });

  it('shows the short-password message on the password and confirm fields, the mismatch on confirm', () => {
    const short = ZSignUpFormSchema.safeParse({
      ...validForm,
      password: '1234567',
      confirmPassword: '1234567',
    });
    expect(messagesAt(short, 'password')).toEqual(['Password must be at least 8 characters']);
    expect(messagesAt(short, 'confirmPassword')).toEqual([
      'Password must be at least 8 characters',
    ]);
    const mismatch = ZSignUpFormSchema.safeParse({
      ...validForm,
      confirmPassword: 'kwame-harbour2',
    });
    expect(messagesAt(mismatch, 'confirmPassword')).toEqual(["Passwords don't match"]);
  });

  it('requires the terms to be accepted', () => {
    const result = ZSignUpFormSchema.safeParse({ ...validForm, acceptTerms: false });
    expect(messagesAt(result, 'acceptTerms')).toEqual(['You must accept the terms and conditions']);
  });

  it('the API body rejects a short password on the password field', () => {
    const result = ZSignUpBodySchema.safeParse({ ...validForm, password: '123' });
    expect(messagesAt(result, 'password')).toEqual(['Password must be at least 8 characters']);
  });
});

describe('reset password body', () => {
  const valid = {
    email: 'a@b.co',
    token: '123456',
    newPassword: 'kwame-harbour',
    confirmPassword: 'kwame-harbour',
  };

  it('requires the code and a matching confirmation', () => {
    expect(ZResetPasswordBodySchema.safeParse(valid).success).toBe(true);
    expect(
      messagesAt(ZResetPasswordBodySchema.safeParse({ ...valid, token: '' }), 'token'),
    ).toContain('Reset token is required');
    expect(
      messagesAt(
        ZResetPasswordBodySchema.safeParse({ ...valid, confirmPassword: 'kwame-harbour2' }),
        'confirmPassword',
      ),
    ).toEqual(["Passwords don't match"]);
    expect(
      messagesAt(
        ZResetPasswordBodySchema.safeParse({ ...valid, confirmPassword: '' }),
        'confirmPassword',
      ),
    ).toContain('Please confirm your password');
  });
});

describe('names', () => {
  it.each([
    'Ama',
    'Nana Akua',
    "O'Brien",
    'D’Angelo',
    'Mary-Jane',
    'J.R.',
    'St. John',
    'José',
    'Åsa',
    'Дмитрий',
    'محمد',
    '明',
    'अनिल',
    'Nguyễn',
  ])('accepts %s', (firstName) => {
    expect(ZSignUpBodySchema.safeParse({ ...validForm, firstName }).success).toBe(true);
  });

  it.each([
    'Visit evil.com now',
    'https://evil.example',
    'Call 0244123456',
    'ama@example.com',
    '<b>Ama</b>',
    'Ama: your account is locked',
    'x'.repeat(51),
  ])('refuses %s with a message the form shows', (firstName) => {
    const result = ZSignUpBodySchema.safeParse({ ...validForm, firstName });
    expect(messagesAt(result, 'firstName')).toEqual([
      firstName.length > 50
        ? 'Name must be at most 50 characters'
        : 'Names may contain only letters, spaces, apostrophes, hyphens and periods',
    ]);
  });
});
