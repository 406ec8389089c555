import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, json, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders } from '../../../test-support/render-with-providers';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('ContactForm', () => {
  const fillIn = async (user: ReturnType<typeof renderWithProviders>['user'], email = 'ada@example.com') => {
    await fill(user, field('Name'), 'Ada');
    await fill(user, field('Email'), email);
    await fill(user, field('Company'), 'Lovelace Labs');
    await fill(user, field('Message'), 'Hello there');
  };

  it('marks every empty field as required, focuses the first and sends nothing', async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Company')).toHaveAccessibleDescription('Company is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Name')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('asks for an email address in email format', async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user, 'ada-at-example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@company.com');
    expect(field('Email')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('clears a field’s message once it is edited', async () => {
    stubFetch();
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field('Name'), 'A');
    expect(field('Name')).not.toHaveAccessibleDescription('Name is required');
  });

  it('sends {name, email, company, message} trimmed, shows "Message Sent!" and clears the form', async () => {
    const api = stubFetch().on('POST', '/api/contact', json({ success: true, message: 'Thanks' }));
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user, ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await findToast('Message Sent!')).toBeVisible();
    expect(await findToast("We'll get back to you within 24 hours.")).toBeVisible();
    expect(api.sent('POST', '/api/contact')[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Lovelace Labs',
      message: 'Hello there',
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('reads "Sending..." and is disabled while the message is on its way', async () => {
    const held = heldAnswer();
    stubFetch().on('POST', '/api/contact', () => held.answer);
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release(json({ success: true }));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's message in an 'Error' toast on a 400 and keeps what was typed", async () => {
    stubFetch().on('POST', '/api/contact', refusal(400, 'Message is too long'));
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await findToast('Error')).toBeVisible();
    expect(await findToast('Message is too long')).toBeVisible();
    expect(field('Name')).toHaveValue('Ada');
  });

  it("falls back to 'Failed to send message' when a refusal carries no message", async () => {
    stubFetch().on('POST', '/api/contact', new Response('', { status: 500 }));
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await findToast('Failed to send message')).toBeVisible();
  });

  it("says 'Failed to send message. Please try again.' when the server cannot be reached", async () => {
    stubFetch();
    const { user } = renderWithProviders(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await findToast('Failed to send message. Please try again.')).toBeVisible();
  });
});

describe('NewsletterForm', () => {
  it("says 'Email is required' for an empty address and sends nothing", async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Email')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('asks for an address in email format', async () => {
    stubFetch();
    const { user } = renderWithProviders(<NewsletterForm />);
    await fill(user, field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@company.com');
  });

  it('sends {email}, shows "Subscribed!" and clears the field', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', '/api/newsletter', () => held.answer);
    const { user } = renderWithProviders(<NewsletterForm />);
    await fill(user, field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    held.release(json({ success: true, message: 'Subscribed' }));
    expect(await findToast('Subscribed!')).toBeVisible();
    expect(await findToast('You will receive our latest insights and updates.')).toBeVisible();
    expect(field('Email')).toHaveValue('');
    expect(api.sent('POST', '/api/newsletter')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it("shows the server's message on a 409", async () => {
    stubFetch().on('POST', '/api/newsletter', refusal(409, 'Already subscribed'));
    const { user } = renderWithProviders(<NewsletterForm />);
    await fill(user, field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await findToast('Already subscribed')).toBeVisible();
    expect(field('Email')).toHaveValue('ada@example.com');
  });

  it("says 'Failed to subscribe. Please try again.' when the server cannot be reached", async () => {
    stubFetch();
    const { user } = renderWithProviders(<NewsletterForm />);
    await fill(user, field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await findToast('Failed to subscribe. Please try again.')).toBeVisible();
  });
});
