import { afterEach, describe, expect, it, vi } from 'vitest';
import imgixLoader, { defaultImageQuality, imgixUrl } from './imgix-loader';

describe('imgixUrl', () => {
  it('sets width, the default quality of 75, crop fit and auto format and compression', () => {
    const url = new URL(imgixUrl('northlight.imgix.net', '/centres/andover.jpg', 640));
    expect(url.origin).toBe('https://northlight.imgix.net');
    expect(url.pathname).toBe('/centres/andover.jpg');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('q')).toBe(String(defaultImageQuality));
    expect(defaultImageQuality).toBe(75);
    expect(url.searchParams.get('fit')).toBe('crop');
    expect(url.searchParams.get('auto')).toBe('format,compress');
  });

  it('uses the quality asked for', () => {
    const url = new URL(imgixUrl('northlight.imgix.net', '/a.jpg', 1080, 60));
    expect(url.searchParams.get('q')).toBe('60');
  });

  it('accepts a path without a leading slash', () => {
    expect(new URL(imgixUrl('northlight.imgix.net', 'a/b.jpg', 16)).pathname).toBe('/a/b.jpg');
  });

  it('keeps absolute sources and their own parameters', () => {
    const url = new URL(imgixUrl('northlight.imgix.net', 'https://cdn.example.com/x.jpg?crop=faces', 3840));
    expect(url.host).toBe('cdn.example.com');
    expect(url.searchParams.get('crop')).toBe('faces');
    expect(url.searchParams.get('w')).toBe('3840');
  });

  it('replaces a width already on the source instead of repeating it', () => {
    const url = new URL(imgixUrl('northlight.imgix.net', '/x.jpg?w=10', 384));
    expect(url.searchParams.getAll('w')).toEqual(['384']);
  });
});

describe('imgixLoader', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('returns the source untouched when no Imgix domain is configured', () => {
    vi.stubEnv('NEXT_PUBLIC_IMGIX_DOMAIN', '');
    expect(imgixLoader({ src: '/images/a.jpg', width: 640 })).toBe('/images/a.jpg');
  });

  it('builds an Imgix URL when the domain is configured', () => {
    vi.stubEnv('NEXT_PUBLIC_IMGIX_DOMAIN', 'northlight.imgix.net');
    expect(imgixLoader({ src: '/images/a.jpg', width: 640, quality: 75 })).toBe(
      'https://northlight.imgix.net/images/a.jpg?w=640&q=75&fit=crop&auto=format%2Ccompress',
    );
  });
});
