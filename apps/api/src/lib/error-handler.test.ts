import { describe, expect, it } from 'vitest';
import { toErrorAnswer } from './error-handler';

/** What the pg driver throws: an Error carrying PostgreSQL's SQLSTATE in `code`. */
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

describe("the error handler's answer to PostgreSQL errors", () => {
  it('answers a value out of range (22003) with 400 and a message, not 500', () => {
    const answer = toErrorAnswer(
      postgresError('22003', 'value "3000000000" is out of range for type integer'),
    );
    expect(answer).toEqual({
      statusCode: 400,
      body: { message: 'A number in the request is out of range' },
    });
  });

  it('answers a date PostgreSQL cannot read or hold (22007, 22008) with 400, not 500', () => {
    for (const error of [
      postgresError(
        '22007',
        'invalid input syntax for type timestamp with time zone: "0000-01-01"',
      ),
      postgresError('22008', 'date/time field value out of range: "0000-01-01"'),
    ]) {
      expect(toErrorAnswer(error)).toEqual({
        statusCode: 400,
        body: { message: 'A date in the request is out of range' },
      });
    }
  });

  it('answers a unique violation (23505) with 409 and a message, not 500', () => {
    const answer = toErrorAnswer(
      postgresError('23505', 'duplicate key value violates unique constraint'),
    );
    expect(answer).toEqual({
      statusCode: 409,
      body: { message: 'This record already exists', errorCode: 'CONFLICT' },
    });
  });

  it('answers text PostgreSQL cannot store (a NUL: 22021 in text, 22P05 in JSON) with 400', () => {
    for (const error of [
      postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      postgresError('22P05', 'unsupported Unicode escape sequence'),
    ]) {
      expect(toErrorAnswer(error)).toEqual({
        statusCode: 400,
        body: { message: 'Text in the request contains a character that is not allowed' },
      });
    }
  });

  it("answers a database too busy to answer in time (the pool's wait, 57014) with 503", () => {
    const busy = { message: 'The database is unavailable', errorCode: 'SERVICE_UNAVAILABLE' };
    expect(toErrorAnswer(new Error('timeout exceeded when trying to connect'))).toEqual({
      statusCode: 503,
      body: busy,
    });
    expect(
      toErrorAnswer(postgresError('57014', 'canceling statement due to statement timeout')),
    ).toEqual({ statusCode: 503, body: busy });
  });

  it('still answers any other database error with 500', () => {
    expect(toErrorAnswer(postgresError('40P01', 'deadlock detected')).statusCode).toBe(500);
  });
});

describe("the error handler's answer to a multipart body that cannot be read", () => {
  it("answers busboy's errors for a missing boundary or a body cut short with 400, not 500", () => {
    for (const message of [
      'Multipart: Boundary not found',
      'Unexpected end of multipart data',
      'Part terminated early due to unexpected end of multipart data',
    ]) {
      expect(toErrorAnswer(new Error(message))).toEqual({
        statusCode: 400,
        body: { message: 'The form data could not be read' },
      });
    }
  });

  it('still answers a database error with such a message with 500', () => {
    expect(
      toErrorAnswer(postgresError('XX000', 'Unexpected end of multipart data')).statusCode,
    ).toBe(500);
  });
});
