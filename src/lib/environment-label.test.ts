import { describe, expect, it } from 'vitest';
import { environmentLabelFor } from './environment-label';

const production = 'https://www.northlight.example';

describe('environmentLabelFor', () => {
  it('labels the production origin production', () => {
    expect(environmentLabelFor('https://www.northlight.example', production)).toBe('production');
    expect(environmentLabelFor('https://www.northlight.example/some/page', production)).toBe('production');
  });

  it('labels uat and staging hosts uat', () => {
    expect(environmentLabelFor('https://uat.northlight.example', production)).toBe('uat');
    expect(environmentLabelFor('https://northlight-uat.example.net', production)).toBe('uat');
    expect(environmentLabelFor('https://staging.northlight.example', production)).toBe('uat');
  });

  it('labels everything else test, including localhost even when it is SITE_URL', () => {
    expect(environmentLabelFor('http://localhost:3000', 'http://localhost:3000')).toBe('test');
    expect(environmentLabelFor('http://127.0.0.1:3210', production)).toBe('test');
    expect(environmentLabelFor('https://preview-42.vercel.example', production)).toBe('test');
    expect(environmentLabelFor('not a url', production)).toBe('test');
  });

  it('does not mistake a word containing uat for uat', () => {
    expect(environmentLabelFor('https://graduates.example', production)).toBe('test');
  });
});
