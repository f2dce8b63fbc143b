import { PROJECT_UPDATE_MESSAGES } from '@coinvest/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { translatePostUpdateMessage } from './post-update-messages';

describe("'Post Update' messages", () => {
  it.each(Object.entries(PROJECT_UPDATE_MESSAGES))(
    'shows %s in English exactly as the contract words it',
    (_key, message) => {
      expect(translatePostUpdateMessage(message, i18n.t)).toBe(message);
    },
  );
});
