/** A challenge link by its opaque id opens the challenge; the plain id still does (issue 22 point 2). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { opaqueId } from '../../src/lab/validateWorkshop';
import { challenge } from './solutions';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

it('opens a challenge from a link that carries its opaque id', { timeout: 30_000 }, async () => {
  window.location.hash = `#/lab?c=${opaqueId('scrub-is-not-enough')}`;
  render(<App />);
  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: challenge('scrub-is-not-enough').title.en },
      { timeout: 10_000 },
    ),
  ).toBeTruthy();
});
