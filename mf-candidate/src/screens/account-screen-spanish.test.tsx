import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CampaignDashboard,
  Candidate,
  CandidateExperiments,
  CommitteeReport,
  ExcessGift,
  ExpressLink,
} from 'shared-api';
import {
  authUserAnswer,
  json,
  mockApi,
  onSpanishPage,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import { candidateProfile } from '../features/candidate-form/candidate-test-data';
import { candidateFixture } from '../testing/candidate-fixture';
import AccountScreen from './account-screen';

// /candidate/account on a Spanish page (docs/languages.md): the page, its side card and tabs,
// the settings, the committee report, excess gifts, experiments, express links and the
// campaign dashboard read their words from the account part of mf-candidate's catalogue;
// the range form's contract sentences come from shared-api's table; money and dates in es-US.

jest.setTimeout(30_000);

onSpanishPage();
afterEach(() => act(() => dismissToast()));

const CANDIDATE = 12;
const api = (path: string) => `GET /api/candidate/${CANDIDATE}/${path}`;

const REPORT: CommitteeReport = {
  candidateId: CANDIDATE,
  candidateName: 'Jane Doe',
  from: '2026-01-01',
  to: '2026-03-15',
  elections: [
    {
      election: '2025-2026',
      from: '2026-01-01',
      to: '2026-03-15',
      totalReceipts: 435,
      contributionCount: 7,
      itemizedTotal: 250,
      itemizedCount: 3,
      unitemizedTotal: 185,
      unitemizedCount: 4,
      contributorCount: 5,
      refundedTotal: 500,
      refundedCount: 1,
    },
  ],
};

const EXCESS: ExcessGift = {
  id: 3,
  candidateId: CANDIDATE,
  candidateName: 'Jane Doe',
  election: { id: 11, kind: 'primary', date: '2028-03-07', code: 'P2028' },
  donorName: 'Ann Donor',
  excess: 500,
  receivedAt: '2027-01-10T12:00:00.000Z',
  dueAt: '2027-03-11T12:00:00.000Z',
  daysLeft: 42,
  status: 'open',
  resolvedAt: null,
  resolvedBy: null,
  redesignatedTo: null,
  gifts: [{ id: 41, reference: 'PAID-000041', amount: 1000, excess: 500 }],
  moveTo: { id: 12, kind: 'general', date: '2028-11-07', code: 'G2028' },
};

const VARIANT = {
  headline: 'Stand with Jane',
  presetAmounts: [10, 25, 50],
  defaultAmount: 25,
  layout: 'one-page' as const,
};

const EXPERIMENTS: CandidateExperiments = {
  experiments: [
    {
      experiment: {
        id: 3,
        name: 'Spring test',
        startedAt: '2026-03-01T10:00:00.000Z',
        stoppedAt: null,
        variants: [
          { id: 10, name: 'A', weight: 1, variant: VARIANT },
          { id: 11, name: 'B', weight: 1, variant: VARIANT },
        ],
      },
      variants: [
        {
          variantId: 10,
          name: 'A',
          visitors: 40,
          gifts: 2,
          raisedDollars: 50,
          conversion: null,
          dollarsPerVisitor: null,
        },
        {
          variantId: 11,
          name: 'B',
          visitors: 400,
          gifts: 40,
          raisedDollars: 2000,
          conversion: { estimate: 0.1, low: 0.0743, high: 0.1332 },
          dollarsPerVisitor: { estimate: 5, low: 3.5, high: 6.5 },
        },
      ],
    },
  ],
};

const LINK: ExpressLink = {
  id: 5,
  candidateId: CANDIDATE,
  token: 'x'.repeat(24),
  path: `/donate/${CANDIDATE}?express=${'x'.repeat(24)}`,
  amount: 25,
  refcode: null,
  election: null,
  createdAt: '2027-02-09T12:00:00.000Z',
  expiresAt: '2027-03-11T12:00:00.000Z',
  state: 'open',
  gifts: 2,
  raised: 50,
};

const DASHBOARD: CampaignDashboard = {
  candidateId: CANDIDATE,
  today: '2026-03-18',
  weekStart: '2026-03-16',
  todayFigures: { moneyCents: 1234, gifts: 1, donors: 1, averageGiftCents: 1234 },
  weekFigures: { moneyCents: 6235, gifts: 3, donors: 2, averageGiftCents: 2078 },
  recurringMonthlyCents: 3500,
  activePlans: 2,
  projection: [
    { month: '2026-04', cents: 3500 },
    { month: '2026-05', cents: 1000 },
  ],
  projectedTotalCents: 4500,
  topRefcodes: [{ refcode: 'email1', gifts: 2, moneyCents: 3734 }],
  topLinks: [],
};

/** The account of a registered candidate support has not verified yet, every panel answered. */
function server(profile: Candidate = candidateProfile({ position: 'city-council' })) {
  const answers: Record<string, MockHandler> = {
    'GET /api/auth/user': authUserAnswer(),
    'GET /api/candidate/profile': () => json(200, profile),
    'GET /api/candidate/check': () =>
      json(200, { isCandidate: true, candidateId: CANDIDATE, candidateName: null }),
    [`GET /api/candidate/${CANDIDATE}`]: () =>
      json(200, candidateFixture({ id: CANDIDATE, userId: 1 })),
    [api('committee-report')]: () => json(200, REPORT),
    [api('excess-gifts')]: () => json(200, { excesses: [EXCESS] }),
    [api('experiments')]: () => json(200, EXPERIMENTS),
    [api('express-links')]: () => json(200, [LINK]),
    [api('dashboard')]: () => json(200, DASHBOARD),
  };
  return mockApi(answers);
}

async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<AccountScreen />, { path: '/candidate/account' });
  await screen.findByRole('tablist', { name: 'Secciones de la cuenta' });
  const open = async (name: string) => {
    await user.click(screen.getByRole('tab', { name }));
    return screen.getByRole('tabpanel', { name });
  };
  return { user, open };
}

describe('/candidate/account in Spanish', () => {
  it('asks a visitor to log in in Spanish', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<AccountScreen />, { path: '/candidate/account' });
    expect(
      await screen.findByText('Inicie sesión para acceder a su cuenta de candidato/a.'),
    ).toBeVisible();
  });

  it('has the header, the side card, the tabs and the settings in Spanish', async () => {
    server();
    const { user, open } = await setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cuenta de candidato/a');
    expect(
      screen.getByText('Administre su perfil de candidato/a y la información de su campaña'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
    expect(screen.getByText('Concejo municipal')).toBeVisible();
    expect(screen.getByText('Cuenta no activada')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Configuración de la cuenta' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('link', { name: 'Mis donaciones' })).toHaveAttribute(
      'href',
      '/donations',
    );
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Perfil',
      'Propuestas',
      'Configuración',
      'Informe del comité',
      'Donaciones en exceso',
      'Experimentos',
      'Enlaces exprés',
      'Campaña',
    ]);

    const settings = await open('Configuración');
    expect(
      within(settings).getByRole('heading', { name: 'Configuración de la cuenta' }),
    ).toBeVisible();
    expect(within(settings).getByRole('region', { name: 'Estado de la cuenta' })).toHaveTextContent(
      /^Estado de la cuentaSu perfil de candidato\/a está registrado y pendiente de verificación/,
    );
    expect(
      within(settings).getByText('Comuníquese con soporte para activar su cuenta'),
    ).toBeVisible();
    expect(
      within(settings).getByText(
        'Cuando soporte haya verificado su perfil, podrá transmitir en vivo durante los debates.',
      ),
    ).toBeVisible();
    await user.click(
      within(settings).getByRole('button', { name: 'Desactivar la cuenta de candidato/a' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Desactivar la cuenta de candidato/a?',
    });
    expect(
      within(dialog).getByText(
        'Esto eliminará su condición de candidato/a. Esta acción no se puede deshacer.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  });

  it('has the committee report and the excess gifts in Spanish', async () => {
    server();
    const { user, open } = await setup();

    const report = await open('Informe del comité');
    const form = within(report).getByRole('form', { name: 'Rango del informe' });
    const from = within(form).getByLabelText(/Desde \(UTC\)/);
    expect(within(form).getByLabelText(/Hasta \(UTC\)/)).toBeVisible();
    expect(within(report).getByText('Elija un rango y pulse Mostrar informe.')).toBeVisible();
    // The contract's sentence, in Spanish from shared-api's table.
    const to = within(form).getByLabelText<HTMLInputElement>(/Hasta \(UTC\)/);
    const typed = to.value;
    await user.clear(from);
    await user.type(from, '2099-01-01');
    await user.click(within(form).getByRole('button', { name: 'Mostrar informe' }));
    expect(
      await within(report).findByText(
        'La fecha final debe ser igual o posterior a la fecha inicial',
      ),
    ).toBeVisible();
    await user.clear(from);
    await user.type(from, typed.slice(0, 4) + '-01-01');
    await user.click(within(form).getByRole('button', { name: 'Mostrar informe' }));
    const table = await within(report).findByRole('table', { name: 'Resumen por elección' });
    expect(within(table).getByRole('columnheader', { name: 'Elección 2025-2026' })).toBeVisible();
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Total de ingresos')).toHaveTextContent('$435.00');
    expect(row('Detalladas \\(más de \\$200 en total\\)')).toHaveTextContent('$250.00 (3)');
    expect(row('Reembolsadas \\(no son ingresos\\)')).toHaveTextContent('$500.00 (1)');
    for (const name of [
      'Descargar CSV',
      'Descargar CSV del resumen',
      'Descargar el Anexo A de la FEC (.fec)',
      'Descargar los avisos de 48 horas (.fec)',
    ]) {
      expect(within(report).getByRole('link', { name })).toBeVisible();
    }

    const excess = await open('Donaciones en exceso');
    const item = await within(excess).findByRole('listitem', { name: 'Excedente de Ann Donor' });
    expect(item).toHaveTextContent('Ann Donor: $500.00 por encima del límite de P2028');
    expect(item).toHaveTextContent('Donaciones PAID-000041; quedan 42 días (vence el 2027-03-11).');
    expect(within(item).getByRole('button', { name: 'Reembolsar el excedente' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Trasladar a G2028' })).toBeVisible();
  });

  it('has the experiments, the express links and the campaign dashboard in Spanish', async () => {
    server();
    const { user, open } = await setup();

    const experiments = await open('Experimentos');
    const results = await within(experiments).findByRole('table', {
      name: 'Spring test: resultados por variante',
    });
    const [first, second] = within(results).getAllByRole('row').slice(1);
    expect(within(first).getAllByText('Aún no hay suficientes datos')).toHaveLength(2);
    expect(second).toHaveTextContent('10.0% (7.4% a 13.3%)');
    expect(second).toHaveTextContent('$5.00 ($3.50 a $6.50)');
    expect(within(experiments).getByText(/tiene 100 visitantes y 10 donaciones\.$/)).toBeVisible();
    expect(
      within(experiments).getByRole('button', { name: 'Detener el experimento' }),
    ).toBeVisible();

    const express = await open('Enlaces exprés');
    const links = await within(express).findByRole('table', { name: 'Enlaces exprés' });
    const link = within(links).getAllByRole('row')[1];
    expect(link).toHaveTextContent('La próxima');
    expect(link).toHaveTextContent('Abierto');
    expect(link).toHaveTextContent(/11 mar 2027/);
    expect(within(link).getByRole('button', { name: 'Desactivar' })).toBeVisible();
    const form = within(express).getByRole('form', { name: 'Nuevo enlace exprés' });
    expect(
      within(form).getByRole('textbox', { name: /Días hasta que venza/ }),
    ).toHaveAccessibleDescription('Como máximo 30');
    expect(within(form).getByRole('combobox', { name: 'Elección' })).toHaveDisplayValue(
      'La próxima elección en el momento de la donación',
    );
    // The contract's sentences, in Spanish from shared-api's table.
    await user.type(within(form).getByRole('textbox', { name: /Monto \(dólares\)/ }), '0.5');
    const days = within(form).getByRole('textbox', { name: /Días hasta que venza/ });
    await user.clear(days);
    await user.type(days, '40');
    await user.click(within(form).getByRole('button', { name: 'Crear enlace exprés' }));
    expect(await within(form).findByText('La donación mínima es de $1')).toBeVisible();
    expect(within(form).getByText('Un enlace funciona como máximo 30 días')).toBeVisible();

    const campaign = await open('Campaña');
    const figures = await within(campaign).findByRole('table', {
      name: 'Dinero y donantes (días UTC; la semana empezó el 2026-03-16)',
    });
    expect(within(figures).getByRole('row', { name: /^Hoy \(2026-03-18\)/ })).toHaveTextContent(
      '$12.34',
    );
    expect(within(figures).getByRole('row', { name: /^Esta semana/ })).toHaveTextContent('$62.35');
    expect(
      within(campaign).getByText(
        'Donaciones mensuales: 2 activas, $35.00 al mes; $45.00 aún por cobrar hasta que cada una termine con su elección.',
      ),
    ).toBeVisible();
    expect(
      within(campaign).getByRole('table', { name: 'Principales códigos de referencia' }),
    ).toBeVisible();
    expect(within(campaign).getByText('Aún no hay enlaces de campaña.')).toBeVisible();
    expect(
      within(campaign).getByRole('form', { name: 'Rango de códigos de referencia' }),
    ).toBeVisible();
    expect(
      within(campaign).getByRole('button', { name: 'Mostrar códigos de referencia' }),
    ).toBeVisible();
  });
});
