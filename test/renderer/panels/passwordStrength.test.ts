// The People screen's strength hint: too short below the service's minimum, then weak to strong by
// length and the kinds of character mixed.
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD, passwordStrength } from '../../../renderer/panels/event/passwordStrength';

describe('the strength hint of a new password', () => {
  it('says too short below the minimum the service enforces, however varied', () => {
    expect(MIN_PASSWORD).toBe(10);
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('Ab1!Ab1!A')).toBe(0);
  });
  it('grades by the kinds of character and the length', () => {
    expect(passwordStrength('aaaaaaaaaa')).toBe(1);
    expect(passwordStrength('aaaaaaaaa1')).toBe(1);
    expect(passwordStrength('aaaaaaaaA1')).toBe(2);
    expect(passwordStrength('aaaaaaaaaaaaa1')).toBe(2);
    expect(passwordStrength('Correct horse 12!')).toBe(3);
    expect(passwordStrength('correct horse battery staple')).toBe(3);
  });
});
