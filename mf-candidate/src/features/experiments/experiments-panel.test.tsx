import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateExperiments, ExperimentReport } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { ExperimentsPanel } from './experiments-panel';

// The owner's Experiments tab: the form (the server's schema) starts an experiment with only
// the donate page's safe parts, the running one's report shows "Not enough data yet" below
// the minimum sample and intervals above it, and Stop stops it.

jest.setTimeout(20_000);

const LIST = 'GET /api/candidate/7/experiments';
const START = 'POST /api/candidate/7/experiments';
const STOP = 'POST /api/candidate/7/experiments/3/stop';

const VARIANT = {
  headline: 'Stand with Casey',
  presetAmounts: [10, 25, 50],
  defaultAmount: 25,
  layout: 'one-page' as const,
};

function running(lines: Partial<ExperimentReport['variants'][number]>[]): ExperimentReport {
  return {
    experiment: {
      id: 3,
      name: 'Spring test',
      startedAt: '2026-03-01T10:00:00.000Z',
      stoppedAt: null,
      variants: lines.map((_, index) => ({
        id: 10 + index,
        name: `V${index}`,
        weight: 1,
        variant: VARIANT,
      })),
    },
    variants: lines.map((line, index) => ({
      variantId: 10 + index,
      name: `V${index}`,
      visitors: 0,
      gifts: 0,
      raisedDollars: 0,
      conversion: null,
      dollarsPerVisitor: null,
      ...line,
    })),
  };
}

function server(list: CandidateExperiments) {
  return mockApi({
    [LIST]: () => json(200, list),
    [START]: () => json(201, running([{}, {}]).experiment),
    [STOP]: () =>
      json(200, { ...running([{}, {}]).experiment, stoppedAt: '2026-03-02T10:00:00.000Z' }),
  });
}

describe('ExperimentsPanel', () => {
  it('starts an experiment with the variants typed in', async () => {
    const api = server({ experiments: [] });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ExperimentsPanel candidateId={7} />);
    expect(await screen.findByText('No experiments yet')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Experiment name/ }), 'Spring test');
    const headlines = screen.getAllByRole('textbox', { name: /Headline/ });
    await user.type(headlines[0], 'Stand with Casey');
    await user.type(headlines[1], 'Every dollar counts');
    const presets = screen.getAllByRole('textbox', { name: /Preset amounts/ });
    await user.clear(presets[1]);
    await user.type(presets[1], '5, 20, 100');
    const defaults = screen.getAllByRole('textbox', { name: /Default amount/ });
    await user.clear(defaults[1]);
    await user.type(defaults[1], '20');
    await user.selectOptions(screen.getAllByRole('combobox', { name: /Layout/ })[1], 'steps');
    await user.click(screen.getByRole('button', { name: 'Start experiment' }));
    await waitFor(() => expect(api.calls(START)).toHaveLength(1));
    expect(api.calls(START)[0].body).toEqual({
      name: 'Spring test',
      variants: [
        {
          name: 'A',
          weight: 1,
          variant: {
            headline: 'Stand with Casey',
            presetAmounts: [25, 50, 100],
            defaultAmount: 50,
            layout: 'one-page',
          },
        },
        {
          name: 'B',
          weight: 1,
          variant: {
            headline: 'Every dollar counts',
            presetAmounts: [5, 20, 100],
            defaultAmount: 20,
            layout: 'steps',
          },
        },
      ],
    });
  });

  it('refuses a default amount that is not one of the presets, sending nothing', async () => {
    const api = server({ experiments: [] });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ExperimentsPanel candidateId={7} />);
    await screen.findByText('No experiments yet');
    await user.type(screen.getByRole('textbox', { name: /Experiment name/ }), 'Bad');
    for (const box of screen.getAllByRole('textbox', { name: /Headline/ }))
      await user.type(box, 'Hi');
    const defaults = screen.getAllByRole('textbox', { name: /Default amount/ });
    await user.clear(defaults[0]);
    await user.type(defaults[0], '75');
    await user.click(screen.getByRole('button', { name: 'Start experiment' }));
    expect(await screen.findByText('The default amount must be one of the presets')).toBeVisible();
    expect(api.calls(START)).toHaveLength(0);
  });

  it('shows the running report, "Not enough data yet" below the minimum, and stops it', async () => {
    const api = server({
      experiments: [
        running([
          { visitors: 40, gifts: 2, raisedDollars: 50 },
          {
            visitors: 400,
            gifts: 40,
            raisedDollars: 2000,
            conversion: { estimate: 0.1, low: 0.0743, high: 0.1332 },
            dollarsPerVisitor: { estimate: 5, low: 3.5, high: 6.5 },
          },
        ]),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ExperimentsPanel candidateId={7} />);
    const table = await screen.findByRole('table', { name: /Spring test/ });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByText('Not enough data yet')).toHaveLength(2);
    expect(second).toHaveTextContent('10.0% (7.4% to 13.3%)');
    expect(second).toHaveTextContent('$5.00 ($3.50 to $6.50)');
    await user.click(screen.getByRole('button', { name: 'Stop experiment' }));
    await waitFor(() => expect(api.calls(STOP)).toHaveLength(1));
  });

  it('says so, with a retry, when the list cannot load', async () => {
    mockApi({ [LIST]: () => json(500, { message: 'Boom' }) });
    renderWithProviders(<ExperimentsPanel candidateId={7} />);
    expect(await screen.findByText('Could not load the experiments')).toBeVisible();
  });
});
