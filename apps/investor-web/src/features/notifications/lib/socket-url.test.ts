import { describe, expect, it } from 'vitest';
import { notificationSocketUrl } from './socket-url';

describe('notificationSocketUrl', () => {
  it.each([
    ['', 'http://localhost:5173/projects/1', 'ws://localhost:5173/ws'],
    ['', 'https://invest.example.com/dashboard', 'wss://invest.example.com/ws'],
    ['http://localhost:3000', 'http://localhost:5173/', 'ws://localhost:3000/ws'],
    ['https://api.example.com', 'https://invest.example.com/', 'wss://api.example.com/ws'],
    ['https://example.com/backend', 'https://example.com/', 'wss://example.com/backend/ws'],
  ])('API %j on page %s -> %s', (apiUrl, pageUrl, expected) => {
    expect(notificationSocketUrl(apiUrl, pageUrl)).toBe(expected);
  });
});
