import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, CampaignUrl } from 'shared-api';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
  provideSpanishPage,
  restoreEnglishPage,
} from 'shared-config/testing';
import CampaignUrlGeneratorScreen from '../../../screens/campaign-url-generator-screen';

// The generator and the list on a Spanish page (docs/languages.md): <html lang="es"> and the
// Spanish catalogues of this remote and shared-ui; English is back after each test.

const ORIGIN = window.location.origin;

function campaignUrl(id: number, overrides: Partial<CampaignUrl> = {}): CampaignUrl {
  return {
    id,
    urlType: 'donation',
    urlSlug: 'riley-park-supporters',
    title: `Link ${id}`,
    description: null,
    fullUrl: `${ORIGIN}/donate/riley-park-supporters`,
    candidateId: 9,
    candidateName: 'Riley Park',
    visits: 0,
    raisedDollars: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function api({ user = loggedInUser, urls = [] }: { user?: AuthUser | null; urls?: CampaignUrl[] }) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(user),
    'GET /api/candidate/profile': () => json(200, null),
    'GET /api/campaign-urls': () => json(200, urls),
    'GET /api/campaign-urls/default-slug': () => json(200, { slug: 'candidate' }),
    'GET /api/campaign-urls/candidates': () =>
      json(200, [{ id: 9, name: 'Riley Park', position: 'mayor', geographicCode: '0644000' }]),
  });
}

resetBetweenTests('/campaign-url-generator');
jest.setTimeout(20_000);

beforeEach(() => {
  provideSpanishPage();
});
afterEach(() => {
  restoreEnglishPage();
});

test('the generator speaks Spanish: header, templates, fields, hints and checks', async () => {
  api({});
  const user = userEvent.setup();
  renderWithProviders(<CampaignUrlGeneratorScreen />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Generador de URL de campaña',
  );
  const generate = await screen.findByRole('button', { name: 'GENERAR CON PAID' });
  await waitFor(() => expect(generate).toBeEnabled());
  expect(screen.getByRole('heading', { name: 'Crear una URL de campaña' })).toBeInTheDocument();

  const donation = screen.getByRole('radio', { name: 'Página de donación' });
  expect(donation).toHaveAccessibleDescription(
    'Lleve a sus simpatizantes directamente a su página de donación /donate/candidate',
  );
  expect(screen.getAllByRole('radio')).toHaveLength(6);
  expect(screen.getByRole('radio', { name: 'Redes sociales' })).toBeInTheDocument();
  expect(
    screen.getByText(
      /^Letras minúsculas, dígitos y guiones; .* Déjela en blanco para usar «candidate»\./,
    ),
  ).toBeVisible();

  // A member without a profile of their own picks the candidate the link supports.
  const picker = await screen.findByRole('combobox', { name: /^Candidato\/a/ });
  await waitFor(() =>
    expect(within(picker).getByRole('option', { name: 'Elija un candidato/a' })).toBeVisible(),
  );
  expect(screen.getByText('Candidato/a que apoya')).toBeInTheDocument();

  await user.type(
    screen.getByRole('textbox', { name: 'Terminación personalizada (opcional)' }),
    '-x',
  );
  expect(screen.getByText(/^Use de 1 a 60 letras minúsculas, dígitos o guiones/)).toBeVisible();

  await user.click(screen.getByRole('radio', { name: 'Eventos' }));
  expect(screen.getByRole('textbox', { name: 'Vista previa de la URL' })).toHaveValue(
    `${ORIGIN}/events/-x`,
  );
  expect(
    screen.getByRole('button', { name: 'Copiar la URL de la vista previa' }),
  ).toHaveTextContent('Copiar');
});

test('a missing title is a Spanish toast', async () => {
  api({});
  const user = userEvent.setup();
  renderWithProviders(<CampaignUrlGeneratorScreen />);
  const generate = await screen.findByRole('button', { name: 'GENERAR CON PAID' });
  await waitFor(() => expect(generate).toBeEnabled());
  await user.click(generate);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Falta información');
  expect(alert).toHaveTextContent('Seleccione una plantilla y escriba un título.');
});

test('the list: counts, money and links in Spanish', async () => {
  api({
    urls: [
      campaignUrl(1, { title: 'Primavera', visits: 1234, raisedDollars: 2500.5 }),
      campaignUrl(2, {
        title: 'Asamblea',
        urlType: 'policy',
        fullUrl: `${ORIGIN}/policy/riley-park-supporters`,
        visits: 1,
      }),
    ],
  });
  renderWithProviders(<CampaignUrlGeneratorScreen />);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Sus URL de campaña (2)' }),
  ).toBeInTheDocument();
  const [spring, assembly] = screen.getAllByRole('article');
  expect(within(spring).getByText('Página de donación')).toBeInTheDocument();
  expect(within(spring).getByText('Lleva a la página de donación de Riley Park')).toBeVisible();
  expect(within(spring).getByText('1,234')).toBeInTheDocument();
  expect(within(spring).getByText('visitas')).toBeInTheDocument();
  expect(within(spring).getByText('$2,500.50')).toBeInTheDocument();
  expect(within(spring).getByText('recaudado')).toBeInTheDocument();
  expect(
    within(spring).getByRole('link', { name: 'Abrir Primavera en una pestaña nueva' }),
  ).toHaveTextContent('Abrir');
  expect(within(spring).getByRole('button', { name: 'Copiar la URL de Primavera' })).toBeVisible();

  expect(within(assembly).getByText('Plataforma política')).toBeInTheDocument();
  expect(
    within(assembly).getByText('Lleva a la página de candidato/a de Riley Park'),
  ).toBeVisible();
  expect(within(assembly).getByText('visita')).toBeInTheDocument();
});

test('an empty list, an unverified address and a visitor', async () => {
  api({ user: { ...loggedInUser, emailVerified: false } });
  const { unmount } = renderWithProviders(<CampaignUrlGeneratorScreen />);
  expect(await screen.findByText('Aún no tiene URL de campaña')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    `Verifique su dirección de correo electrónico antes de crear enlaces de campaña: abra el enlace que le enviamos a ${loggedInUser.email} o pida uno nuevo desde Su cuenta.`,
  );
  expect(screen.getByRole('link', { name: 'Su cuenta' })).toHaveAttribute('href', '/account');
  unmount();

  api({ user: null });
  renderWithProviders(<CampaignUrlGeneratorScreen />);
  expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(
    screen.getByText('Inicie sesión para generar URL de campaña y ver las que ha creado.'),
  ).toBeInTheDocument();
});
