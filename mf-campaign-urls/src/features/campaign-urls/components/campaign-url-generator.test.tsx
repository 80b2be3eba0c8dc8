import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redirectToLogin, type AuthUser, type CampaignUrl, type Candidate } from 'shared-api';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_SLUG_RULE_HINT,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  defaultCampaignSlug,
  type CampaignCandidateOption,
} from 'shared-api/contracts';
import { notify } from 'shared-ui';
import CampaignUrlGeneratorScreen from '../../../screens/campaign-url-generator-screen';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
  type MockHandler,
} from 'shared-config/testing';
import { mockNavigate } from 'shared-config/testing/module-mocks';

// The real modules, with the toasts asked for and the login redirect recorded. A copy's toast
// is asked for inside shared-ui (copyWithNotice), out of this record's reach: the copy tests
// read the toast the real Toaster shows instead.

const notifyMock = jest.mocked(notify);
const ORIGIN = window.location.origin; // http://localhost in jsdom

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 5,
    userId: 1,
    name: 'Mary Ann Smith',
    position: 'mayor',
    geographicCode: 'CA',
    stars: 0,
    totalDonations: 0,
    isActivated: false,
    profilePhotoUrl: null,
    bio: null,
    experience: null,
    email: null,
    phone: null,
    platform: null,
    firstName: null,
    lastName: null,
    ...overrides,
  };
}

function campaignUrl(id: number, overrides: Partial<CampaignUrl> = {}): CampaignUrl {
  return {
    id,
    urlType: 'donation',
    urlSlug: 'mary-ann-smith',
    title: `Link ${id}`,
    description: null,
    fullUrl: `${ORIGIN}/donate/mary-ann-smith`,
    candidateId: 1,
    candidateName: 'Mary Ann Smith',
    visits: 0,
    raisedDollars: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

interface ApiSetup {
  user?: AuthUser | null;
  profile?: Candidate | null;
  urls?: CampaignUrl[];
  create?: MockHandler;
  /** The server's default slug for this member; default: the name's slug, as the server's. */
  defaultSlug?: string;
}

const CASEY: CampaignCandidateOption = {
  id: 8,
  name: 'Casey Morales',
  position: 'governor',
  geographicCode: 'CA',
};
const RILEY: CampaignCandidateOption = {
  id: 9,
  name: 'Riley Park',
  position: 'mayor',
  geographicCode: '0644000',
};

function api({
  user = loggedInUser,
  profile = null,
  urls = [],
  create,
  defaultSlug = defaultCampaignSlug(profile),
}: ApiSetup = {}) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(user),
    'GET /api/candidate/profile': () => json(200, profile),
    'GET /api/campaign-urls': () => json(200, urls),
    'GET /api/campaign-urls/default-slug': () => json(200, { slug: defaultSlug }),
    'GET /api/campaign-urls/candidates': ({ url }) => {
      const search = new URL(url, ORIGIN).searchParams.get('search') ?? '';
      return json(
        200,
        [CASEY, RILEY].filter((option) => option.name.toLowerCase().includes(search.toLowerCase())),
      );
    },
    'POST /api/campaign-urls': create ?? (({ body }) => json(201, created(body))),
  });
}

/** What the server answers to a create: the URL built from the body. */
function created(body: unknown): CampaignUrl {
  const { urlType, urlSlug, title, description } = body as Record<string, string>;
  const path = urlType === 'donation' ? 'donate' : urlType;
  return campaignUrl(99, {
    urlType: urlType as CampaignUrl['urlType'],
    urlSlug,
    title,
    description,
    fullUrl: `${ORIGIN}/${path}/${urlSlug}`,
  });
}

function setup(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(<CampaignUrlGeneratorScreen />);
  return {
    user,
    template: (name: string) => screen.getByRole('radio', { name }),
    slug: () => screen.getByRole('textbox', { name: 'Custom slug (optional)' }),
    title: () => screen.getByRole('textbox', { name: /^Title/ }),
    description: () => screen.getByRole('textbox', { name: 'Description (optional)' }),
    preview: () => screen.getByRole('textbox', { name: 'Preview URL' }),
    generate: () => screen.getByRole('button', { name: /PAID GENERATE|GENERATING\.\.\./ }),
  };
}

/** A member without a profile picks the candidate their link supports. */
async function pickCandidate(user: ReturnType<typeof userEvent.setup>, name = 'Casey Morales') {
  const picker = screen.getByRole('combobox', { name: /^Candidate/ });
  await waitFor(() =>
    expect(within(picker).getByRole('option', { name: new RegExp(name) })).toBeInTheDocument(),
  );
  await user.selectOptions(picker, within(picker).getByRole('option', { name: new RegExp(name) }));
}

/** Waits until the default slug is known (auth and profile answered). */
async function ready(generate: () => HTMLElement) {
  await waitFor(() => expect(generate()).toBeEnabled());
}

resetBetweenTests('/campaign-url-generator');

// These tests type a template, a slug and a title key by key; on a 2-core machine running
// other suites beside this one that took more than jest's default 5 s (seen twice).
jest.setTimeout(20_000);

describe('CampaignUrlGenerator', () => {
  it("has the h1 'Campaign URL Generator' and the six templates with their paths", async () => {
    api();
    const { template, generate } = setup();
    const [first] = screen.getAllByRole('heading');
    expect(first.tagName).toBe('H1');
    expect(first).toHaveTextContent('Campaign URL Generator');
    await ready(generate);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    for (const name of [
      'Donation Page',
      'Campaign Page',
      'Events',
      'Policy Platform',
      'Volunteer',
      'Social Media',
    ]) {
      expect(template(name)).not.toBeChecked();
    }
    expect(template('Donation Page')).toHaveAccessibleDescription(
      'Send supporters straight to your donation page /donate/candidate',
    );
  });

  it("uses 'candidate' as the default slug without a profile, in the preview URL", async () => {
    api({ user: null });
    const { user, template, preview, generate } = setup();
    await ready(generate);
    expect(preview()).toHaveValue('');
    await user.click(template('Volunteer'));
    expect(preview()).toHaveValue(`${ORIGIN}/volunteer/candidate`);
    expect(
      screen.getByText(
        `Lowercase letters, digits and hyphens; a slug is used once per template. Leave blank to use "candidate". ${CAMPAIGN_SLUG_RULE_HINT}`,
      ),
    ).toBeVisible();
  });

  it("slugs the profile's name split at its last space, or its first and last name", async () => {
    api({ profile: candidate({ name: 'Mary Ann Smith' }) });
    const { user, template, preview } = setup();
    await user.click(template('Events'));
    await waitFor(() => expect(preview()).toHaveValue(`${ORIGIN}/events/mary-ann-smith`));
  });

  it('prefers the first and last name when the profile has them', async () => {
    api({ profile: candidate({ name: 'Public Name', firstName: 'José', lastName: 'Núñez' }) });
    const { user, template, preview } = setup();
    await user.click(template('Social Media'));
    await waitFor(() => expect(preview()).toHaveValue(`${ORIGIN}/social/jose-nunez`));
  });

  it('shows a custom slug in the preview and refuses one the server would refuse', async () => {
    const server = api();
    const { user, template, slug, title, preview, generate } = setup();
    await ready(generate);
    await user.click(template('Policy Platform'));
    await user.type(slug(), 'Town-Hall');
    expect(preview()).toHaveValue(`${ORIGIN}/policy/town-hall`);
    await user.type(slug(), ' 2');
    expect(slug()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Use 1 to 60 lowercase letters, digits or hyphens/)).toBeVisible();
    await user.type(title(), 'Town hall');
    await user.click(generate());
    expect(slug()).toHaveFocus();
    expect(server.calls('POST /api/campaign-urls')).toHaveLength(0);
  });

  it.each([
    ['no template', false, 'A title'],
    ['a blank title', true, '   '],
  ])("toasts 'Missing Information' with %s", async (_case, pickTemplate, titleText) => {
    const server = api();
    const { user, template, title, generate } = setup();
    await ready(generate);
    if (pickTemplate) await user.click(template('Events'));
    await user.type(title(), titleText);
    await user.click(generate());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please select a template and enter a title.',
      variant: 'destructive',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing Information');
    expect(server.calls('POST /api/campaign-urls')).toHaveLength(0);
  });

  it("generates: sends the previewed slug, toasts 'URL Generated' with the URL, resets, refreshes the list", async () => {
    const answer = deferred<Response>();
    const server = api({
      profile: candidate({ name: 'Jane Doe' }),
      create: () => answer.promise,
    });
    const { user, template, title, description, slug, generate } = setup();
    await ready(generate);
    await user.click(template('Donation Page'));
    await user.type(title(), 'Spring drive');
    await user.type(description(), 'For the spring mailer');
    await user.click(generate());

    expect(generate()).toHaveTextContent('GENERATING...');
    expect(generate()).toBeDisabled();
    expect(server.calls('POST /api/campaign-urls')[0].body).toEqual({
      urlType: 'donation',
      urlSlug: 'jane-doe',
      title: 'Spring drive',
      description: 'For the spring mailer',
    });

    await act(async () =>
      answer.resolve(json(201, created(server.calls('POST /api/campaign-urls')[0].body))),
    );
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'URL Generated',
        description: `${ORIGIN}/donate/jane-doe`,
      }),
    );
    expect(title()).toHaveValue('');
    expect(description()).toHaveValue('');
    expect(slug()).toHaveValue('');
    expect(template('Donation Page')).toBeChecked();
    await waitFor(() => expect(server.calls('GET /api/campaign-urls')).toHaveLength(2));
  });

  it('sends a blank description as null', async () => {
    const server = api();
    const { user, template, title, generate } = setup();
    await ready(generate);
    await user.click(template('Events'));
    await user.type(title(), 'Rally');
    await pickCandidate(user);
    await user.click(generate());
    await waitFor(() => expect(server.calls('POST /api/campaign-urls')).toHaveLength(1));
    // A supporter's blank slug begins with the picked candidate's name.
    expect(server.calls('POST /api/campaign-urls')[0].body).toMatchObject({
      urlSlug: 'casey-morales-supporters',
      description: null,
      candidateId: CASEY.id,
    });
  });

  it("on a 401 toasts 'Login Required' and goes to /api/login after 1 second", async () => {
    jest.useFakeTimers();
    api({ user: null, create: () => failure(401, 'Unauthorized') });
    const { user, template, title, generate } = setup({
      advanceTimers: jest.advanceTimersByTime,
    });
    await ready(generate);
    await user.click(template('Events'));
    await user.type(title(), 'Rally');
    await user.click(generate());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Login Required',
        description: 'Please log in to generate campaign URLs.',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).toHaveBeenCalledWith(); // the default delay, 1000 ms
    expect(mockNavigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(mockNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2Fcampaign-url-generator');
  });

  it("toasts 'Generation Failed' on other errors and keeps the form", async () => {
    api({ create: () => failure(500, 'Internal Server Error') });
    const { user, template, title, generate } = setup();
    await ready(generate);
    await user.click(template('Events'));
    await user.type(title(), 'Rally');
    await pickCandidate(user);
    await user.click(generate());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Generation Failed',
        description: 'Failed to generate URL. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(title()).toHaveValue('Rally');
  });

  it('shows a taken slug beside the slug field, until it is edited', async () => {
    api({ create: () => failure(409, 'Conflict', CAMPAIGN_SLUG_TAKEN_MESSAGE) });
    const { user, template, title, slug, generate } = setup();
    await ready(generate);
    await user.click(template('Events'));
    await user.type(title(), 'Rally');
    await pickCandidate(user);
    await user.click(generate());
    expect(await screen.findByText(CAMPAIGN_SLUG_TAKEN_MESSAGE)).toBeVisible();
    expect(notifyMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Generation Failed' }),
    );
    await user.type(slug(), 'rally-2');
    expect(screen.queryByText(CAMPAIGN_SLUG_TAKEN_MESSAGE)).not.toBeInTheDocument();
  });

  it('says a taken link is taken and uses the free one the server offers in one click', async () => {
    const server = api({
      profile: candidate({ name: 'Jane Doe' }),
      create: ({ body }) =>
        (body as { urlSlug: string }).urlSlug === 'jane-doe'
          ? new Response(
              JSON.stringify({
                message: CAMPAIGN_SLUG_TAKEN_MESSAGE,
                errors: { urlSlug: CAMPAIGN_SLUG_TAKEN_MESSAGE },
                suggestedSlug: 'jane-doe-2',
              }),
              { status: 409, statusText: 'Conflict' },
            )
          : json(201, created(body)),
    });
    const { user, template, title, slug, preview, generate } = setup();
    await ready(generate);
    await user.click(template('Donation Page'));
    await user.type(title(), 'Spring drive');
    await user.click(generate());

    expect(await screen.findByText('That link is taken.')).toBeVisible();
    expect(slug()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Try jane-doe-2 instead: it is free.');
    // Not a failure to try again: no 'Generation Failed' toast.
    expect(notifyMock).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Generation Failed' }),
    );

    await user.click(screen.getByRole('button', { name: 'Use jane-doe-2' }));
    expect(slug()).toHaveValue('jane-doe-2');
    expect(preview()).toHaveValue(`${ORIGIN}/donate/jane-doe-2`);
    expect(screen.queryByText('That link is taken.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use jane-doe-2' })).not.toBeInTheDocument();

    await user.click(generate());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'URL Generated',
        description: `${ORIGIN}/donate/jane-doe-2`,
      }),
    );
    expect(server.calls('POST /api/campaign-urls').map((call) => call.body)).toEqual([
      expect.objectContaining({ urlSlug: 'jane-doe' }),
      expect.objectContaining({ urlSlug: 'jane-doe-2' }),
    ]);
  });

  it("previews the member's own default slug, which the server keeps unique", async () => {
    api({ defaultSlug: 'candidate-4' });
    const { user, template, preview, generate } = setup();
    await ready(generate);
    await user.click(template('Volunteer'));
    expect(preview()).toHaveValue(`${ORIGIN}/volunteer/candidate-4`);
  });

  it('lets a member without a profile pick the candidate a supporter link promotes', async () => {
    const server = api();
    const { user, template, title, generate } = setup();
    await ready(generate);
    await user.click(template('Donation Page'));
    await user.type(title(), 'For a friend');
    await user.click(generate());
    // Nothing is sent until a candidate is picked.
    expect(await screen.findByText(CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE)).toBeVisible();
    expect(server.calls('POST /api/campaign-urls')).toHaveLength(0);

    const picker = screen.getByRole('combobox', { name: /^Candidate/ });
    await user.type(screen.getByRole('searchbox', { name: 'Find a candidate' }), 'riley');
    await waitFor(() =>
      expect(within(picker).queryByRole('option', { name: /Casey Morales/ })).toBeNull(),
    );
    await pickCandidate(user, 'Riley Park');
    expect(screen.queryByText(CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    await user.click(generate());
    await waitFor(() => expect(server.calls('POST /api/campaign-urls')).toHaveLength(1));
    expect(server.calls('POST /api/campaign-urls')[0].body).toEqual({
      urlType: 'donation',
      urlSlug: 'riley-park-supporters',
      title: 'For a friend',
      description: null,
      candidateId: RILEY.id,
    });
  });

  it('says whose page, and which, each listed link opens', async () => {
    api({
      urls: [
        campaignUrl(1, { title: 'For Riley', candidateId: RILEY.id, candidateName: RILEY.name }),
        campaignUrl(2, { title: 'Orphan', candidateId: null, candidateName: null }),
        campaignUrl(3, {
          title: 'Riley on the issues',
          urlType: 'policy',
          candidateId: RILEY.id,
          candidateName: RILEY.name,
        }),
      ],
    });
    setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Campaign URLs (3)' }),
    ).toBeInTheDocument();
    const [riley, orphan, policy] = screen.getAllByRole('article');
    // A donation link lands on the donation form (/donate/{id}), any other on the profile.
    expect(within(riley).getByText("Leads to Riley Park's donation page")).toBeVisible();
    expect(within(policy).getByText("Leads to Riley Park's candidate page")).toBeVisible();
    expect(within(orphan).queryByText(/^Leads to/)).not.toBeInTheDocument();
  });

  it('shows no candidate picker to a candidate: their links promote their own profile', async () => {
    api({ profile: candidate() });
    const { generate } = setup();
    await ready(generate);
    expect(screen.queryByRole('combobox', { name: /^Candidate/ })).not.toBeInTheDocument();
  });

  it("copies the preview URL and toasts 'Copied!'", async () => {
    api();
    const { user, template, generate } = setup();
    await ready(generate);
    const copy = screen.getByRole('button', { name: 'Copy preview URL' });
    expect(copy).toBeDisabled();
    await user.click(template('Campaign Page'));
    await user.click(copy);
    await expect(navigator.clipboard.readText()).resolves.toBe(`${ORIGIN}/campaign/candidate`);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Copied!');
    expect(status).toHaveTextContent(`${ORIGIN}/campaign/candidate`);
  });

  it("says 'Copy Failed' when the browser blocks the clipboard", async () => {
    api();
    const { user, template, generate } = setup();
    await ready(generate);
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(template('Campaign Page'));
    await user.click(screen.getByRole('button', { name: 'Copy preview URL' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copy Failed');
    expect(alert).toHaveTextContent(
      'Your browser blocked the clipboard. Select the URL and copy it.',
    );
  });
});

describe('CampaignUrlList', () => {
  it("lists the user's URLs with type, description, full URL, visits, money, copy and open", async () => {
    const server = api({
      urls: [
        campaignUrl(1, {
          title: 'Spring drive',
          description: 'For the mailer',
          visits: 1234,
          raisedDollars: 2500.5,
        }),
        campaignUrl(2, {
          urlType: 'events',
          title: 'Town hall',
          fullUrl: `${ORIGIN}/events/town-hall`,
          visits: 1,
        }),
      ],
    });
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Campaign URLs (2)' }),
    ).toBeInTheDocument();
    const [spring, townHall] = screen.getAllByRole('article');

    expect(within(spring).getByRole('heading', { name: 'Spring drive' })).toBeInTheDocument();
    expect(within(spring).getByText('Donation Page')).toBeInTheDocument();
    expect(within(spring).getByText('For the mailer')).toBeInTheDocument();
    expect(within(spring).getByText(`${ORIGIN}/donate/mary-ann-smith`)).toBeInTheDocument();
    expect(within(spring).getByText('1,234')).toBeInTheDocument();
    expect(within(spring).getByText('visits')).toBeInTheDocument();
    expect(within(spring).getByText('$2,500.50')).toBeInTheDocument();
    const open = within(spring).getByRole('link', { name: 'Open Spring drive in a new tab' });
    expect(open).toHaveAttribute('href', `${ORIGIN}/donate/mary-ann-smith`);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    expect(within(townHall).getByText('Events')).toBeInTheDocument();
    expect(within(townHall).getByText('visit')).toBeInTheDocument();
    await user.click(within(townHall).getByRole('button', { name: 'Copy URL of Town hall' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${ORIGIN}/events/town-hall`);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Copied!');
    expect(status).toHaveTextContent(`${ORIGIN}/events/town-hall`);
    expect(server.calls('GET /api/campaign-urls')).toHaveLength(1);
  });

  it('shows an empty list', async () => {
    api({ urls: [] });
    setup();
    expect(await screen.findByText('No campaign URLs yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Campaign URLs (0)' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/candidate/profile': () => json(200, null),
      'GET /api/campaign-urls': () => failure(500, 'Internal Server Error'),
    });
    setup();
    const alert = await screen.findByRole('alert');
    // A sentence for the person, never the raw answer (docs/errors.md).
    expect(alert).toHaveTextContent(
      'Could not load your campaign URLs: Something went wrong on our side.',
    );
    expect(alert).not.toHaveTextContent('500');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks visitors to log in and fetches neither their URLs nor a profile', async () => {
    const server = api({ user: null });
    setup();
    const logIn = await screen.findByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/api/login?returnTo=%2Fcampaign-url-generator');
    expect(screen.queryByRole('heading', { name: /Your Campaign URLs/ })).not.toBeInTheDocument();
    expect(server.calls('GET /api/campaign-urls')).toHaveLength(0);
    expect(server.calls('GET /api/candidate/profile')).toHaveLength(0);
  });
});
