import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AccountSession, Candidate } from 'shared-api';
import { PASSWORD_RESET_SENT_MESSAGE, VERIFICATION_SENT_MESSAGE } from 'shared-api/contracts';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  onSpanishPage,
  renderWithProviders,
} from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { candidateProfile } from '../features/candidate-form/candidate-test-data';
import AccountScreen from './account-screen';
import CandidateRegistrationScreen from './candidate-registration-screen';
import ForgotPasswordScreen from './forgot-password-screen';
import MemberAccountScreen from './member-account-screen';
import RegisterScreen from './register-screen';
import ResetPasswordScreen from './reset-password-screen';
import VerifyEmailScreen from './verify-email-screen';

// mf-candidate's sign-up and member pages on a Spanish page (docs/languages.md): their words
// come from the catalogue's profile part, the contract's field messages and the server's
// English success sentences from shared-api's table. English is back after each test.

// A few user events each: more than Jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const notifyMock = jest.mocked(notify);

onSpanishPage();
beforeEach(() => jest.clearAllMocks());
afterEach(() => act(() => dismissToast()));

const unverified = { ...loggedInUser, emailVerified: false };

/** A field by its Spanish label (a required one's label ends with its asterisk). */
const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`),
  );

describe('/register in Spanish', () => {
  it('asks a visitor to log in in Spanish', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<RegisterScreen />, { path: '/register' });
    expect(
      await screen.findByText('Inicie sesión o cree una cuenta para registrarse como candidato/a.'),
    ).toBeVisible();
  });

  it('has the profile form, its notice and its messages in Spanish, and registers', async () => {
    let stored: Candidate | null = null;
    const api = mockApi({
      'GET /api/auth/user': authUserAnswer(unverified),
      'GET /api/candidate/profile': () => json(200, stored),
      'POST /api/candidate/register': ({ body }) => {
        stored = candidateProfile(body as Partial<Candidate>);
        return json(201, stored);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/candidate/account" element={<h1>Cuenta</h1>} />
      </Routes>,
      { path: '/register' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrarse como candidato/a' }),
    ).toBeVisible();
    expect(
      screen.getByText('Cree su perfil de candidato/a para competir en el torneo de su estado.'),
    ).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Verifique su correo electrónico antes de postularse: abra el enlace que enviamos a jane@example.com o envíese uno nuevo desde Su cuenta.',
    );
    expect(
      within(screen.getByRole('note')).getByRole('link', { name: 'Su cuenta' }),
    ).toHaveAttribute('href', '/account');
    const form = screen.getByRole('form', { name: 'Perfil de candidato/a' });
    expect(form).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Perfil de candidato/a' })).toBeVisible();
    expect(field('Nombre completo')).toHaveValue('Jane Doe');
    expect(field('Cargo')).toHaveAttribute('placeholder', 'Alcalde/sa, Gobernador/a, etc.');
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'Se muestra en su página de candidato/a como contacto de su campaña',
    );
    expect(field('Código geográfico')).toHaveAccessibleDescription(/^Abreviatura del estado/);
    expect(field('Biografía')).toHaveAttribute(
      'placeholder',
      'Cuénteles a los votantes sobre usted',
    );

    // The contract's messages, from shared-api's table.
    await user.type(field('Teléfono'), '555');
    await user.click(screen.getByRole('button', { name: 'Registrarse como candidato/a' }));
    expect(
      await screen.findByText('El cargo debe tener al menos 2 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByText('El número de teléfono debe tener al menos 10 dígitos')).toBeVisible();
    expect(screen.getByText('El código geográfico es obligatorio')).toBeVisible();
    expect(api.calls('POST /api/candidate/register')).toHaveLength(0);

    await user.type(field('Cargo'), 'Alcaldesa');
    await user.type(field('Correo electrónico'), 'campaign@example.com');
    await user.type(field('Teléfono'), '1234567');
    await user.type(field('Código geográfico'), '06037');
    await user.click(screen.getByRole('button', { name: 'Registrarse como candidato/a' }));
    expect(await screen.findByRole('heading', { name: 'Cuenta' })).toBeVisible();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Registro completado',
      description: '¡Ya está registrado/a como candidato/a!',
    });
  });
});

describe('/candidate-registration in Spanish', () => {
  function api(ownProfile: Candidate | null = null) {
    return mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/candidate/profile': () => json(200, ownProfile),
      'POST /api/candidates': () => json(201, { id: 9 }),
    });
  }

  it('has the application form and its messages in Spanish, and thanks in Spanish', async () => {
    const server = api();
    const user = userEvent.setup();
    renderWithProviders(<CandidateRegistrationScreen />, { path: '/candidate-registration' });
    const form = await screen.findByRole('form', { name: 'Registro de candidato/a' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Formulario de registro de candidatos',
    );
    expect(field('Cargo')).toHaveDisplayValue('Seleccione un cargo');
    expect(within(field('Cargo')).getByRole('option', { name: 'Gobernador/a' })).toHaveValue(
      'governor',
    );
    expect(field('Estado / Ubicación')).toHaveDisplayValue('Seleccione un estado');
    expect(field('Teléfono')).toHaveAccessibleDescription('Opcional');
    expect(field('Experiencia política')).toHaveAttribute(
      'placeholder',
      'Cargos ocupados, campañas y servicio comunitario',
    );

    // The schema's messages (a submit that skips the browser's own checks).
    fireEvent.submit(form);
    await waitFor(() =>
      expect(field('Nombre completo')).toHaveAccessibleDescription(
        'El nombre completo es obligatorio',
      ),
    );
    expect(field('Cargo')).toHaveAccessibleDescription('Seleccione un cargo');
    expect(field('Estado / Ubicación')).toHaveAccessibleDescription('Seleccione un estado');
    expect(field('Biografía')).toHaveAccessibleDescription('La biografía es obligatoria');
    expect(field('Plataforma y causas')).toHaveAccessibleDescription(
      'La plataforma y las causas son obligatorias',
    );

    await user.type(field('Nombre completo'), 'Juana Pérez');
    await user.type(field('Correo electrónico'), 'juana@example.com');
    await user.selectOptions(field('Cargo'), 'Gobernador/a');
    await user.selectOptions(field('Estado / Ubicación'), 'CA');
    await user.type(field('Biografía'), 'Maestra.');
    await user.type(field('Plataforma y causas'), 'Parques');
    await user.click(screen.getByRole('button', { name: 'Registrarse como candidato/a' }));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: '¡Registro enviado!',
        description: 'Su candidatura se ha enviado. Le avisaremos cuando comiencen los torneos.',
      }),
    );
    expect(server.calls('POST /api/candidates')[0].body).toMatchObject({ position: 'governor' });
  });

  it('tells an account that already applied, in Spanish', async () => {
    api(candidateProfile());
    renderWithProviders(<CandidateRegistrationScreen />, { path: '/candidate-registration' });
    expect(
      await screen.findByRole('heading', { name: 'Ya tiene un perfil de candidato/a' }),
    ).toBeVisible();
    expect(screen.getByText(/^Su cuenta está registrada como Jane Doe\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir su cuenta de candidato/a' })).toHaveAttribute(
      'href',
      '/candidate/account',
    );
  });
});

describe('/candidate/account in Spanish', () => {
  it("has the Profile and Platform tabs' forms in Spanish", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/candidate/profile': () => json(200, candidateProfile({ isActivated: true })),
    });
    renderWithProviders(<AccountScreen />, { path: '/candidate/account' });
    const profile = await screen.findByRole('form', { name: 'Perfil de candidato/a' });
    expect(within(profile).getByRole('button', { name: 'Actualizar perfil' })).toBeEnabled();
    expect(
      within(profile).getByText(
        'Si cambia su nombre, su cargo o su código geográfico, su perfil vuelve a nuestro equipo de soporte para que lo verifique de nuevo.',
      ),
    ).toBeVisible();
    // The Platform tab (its name is the account page's word): the second tab.
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('tab')[1]);
    const platform = await screen.findByRole('form', { name: 'Plataforma de campaña' });
    expect(screen.getByRole('heading', { level: 2, name: 'Plataforma de campaña' })).toBeVisible();
    expect(within(platform).getByRole('button', { name: 'Guardar plataforma' })).toBeEnabled();
    expect(within(platform).getByRole('textbox', { name: 'Plataforma política' })).toHaveAttribute(
      'placeholder',
      'Las causas que defiende y lo que hará al respecto',
    );
  });
});

describe('/account in Spanish', () => {
  const session = (overrides: Partial<AccountSession>): AccountSession => ({
    id: 11,
    device: 'Chrome on Linux',
    address: '203.0.113.7',
    network: 'internet',
    startedAt: '2026-11-20T09:00:00.000Z',
    lastSeenAt: '2026-11-27T18:30:00.000Z',
    current: true,
    ...overrides,
  });

  it('has the address, the password change and the sessions in Spanish', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(unverified),
      'GET /api/account/sessions': () =>
        json(200, {
          sessions: [
            session({}),
            session({
              id: 12,
              device: 'Safari on iOS',
              address: '192.168.1.20',
              network: 'private',
              current: false,
            }),
          ],
        }),
      'POST /api/account/email-verification': () =>
        json(202, { message: VERIFICATION_SENT_MESSAGE }),
      'POST /api/account/password': () =>
        json(200, { message: 'Your password was changed; 2 other sessions were ended.' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MemberAccountScreen />, { path: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' })).toBeVisible();
    expect(screen.getByText('Su correo electrónico, su contraseña y sus sesiones')).toBeVisible();

    // The address, not verified yet; the link is sent again.
    const email = screen.getByRole('region', { name: 'Correo electrónico' });
    expect(within(email).getByText('Sin verificar')).toBeVisible();
    await user.click(
      within(email).getByRole('button', { name: 'Enviar de nuevo el enlace de verificación' }),
    );
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'Hemos enviado un nuevo enlace de verificación a su dirección.',
    );

    // The sessions, with their places.
    const sessions = screen.getByRole('region', { name: 'Dónde tiene la sesión iniciada' });
    const list = await within(sessions).findByRole('list', { name: 'Sus sesiones' });
    expect(within(list).getByText('Este navegador')).toBeVisible();
    expect(within(list).getByText('Desde 203.0.113.7')).toBeVisible();
    expect(within(list).getByText('Desde 192.168.1.20, una red privada')).toBeVisible();
    expect(within(list).getAllByText(/^Última actividad:/)).toHaveLength(2);
    expect(
      within(list).getByRole('button', { name: 'Cerrar sesión: Safari on iOS' }),
    ).toBeVisible();
    expect(
      within(sessions).getByRole('button', { name: 'Cerrar todas las demás sesiones' }),
    ).toBeVisible();

    // The password change: the contract's message, then the server's answer, in Spanish.
    const password = screen.getByRole('form', { name: 'Cambiar la contraseña' });
    await user.type(within(password).getByLabelText('Contraseña actual'), 'old secret');
    await user.type(within(password).getByLabelText('Nueva contraseña'), 'short');
    await user.click(within(password).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await within(password).findByText('La nueva contraseña debe tener al menos 8 caracteres'),
    ).toBeVisible();
    await user.clear(within(password).getByLabelText('Nueva contraseña'));
    await user.type(within(password).getByLabelText('Nueva contraseña'), 'a much longer one');
    await user.click(within(password).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(password).findByRole('status')).toHaveTextContent(
      'Se cambió su contraseña; se cerraron 2 sesiones más.',
    );
  });
});

describe('/verify-email in Spanish', () => {
  it('confirms the address and says so in Spanish', async () => {
    mockApi({
      'POST /api/account/email-verification/confirm': () =>
        json(200, { message: 'Your email address is verified. Thank you!' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailScreen />, {
      path: '/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });
    expect(
      await screen.findByRole('heading', { name: 'Verifique su correo electrónico' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Confirme que esta dirección es suya para terminar de configurar su cuenta.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verificar mi correo electrónico' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su correo electrónico está verificado. ¡Gracias!',
    );
    expect(
      screen.getByText(/^Ya puede postularse como candidato\/a y crear enlaces de campaña\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a su cuenta' })).toHaveAttribute(
      'href',
      '/account',
    );
  });
});

describe('/forgot-password in Spanish', () => {
  it('asks for the address and answers in Spanish', async () => {
    mockApi({
      'POST /api/account/password-reset': () => json(202, { message: PASSWORD_RESET_SENT_MESSAGE }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordScreen />, { path: '/forgot-password' });
    const form = await screen.findByRole('form', { name: 'Contraseña olvidada' });
    expect(screen.getByRole('heading', { name: 'Contraseña olvidada' })).toBeVisible();
    expect(
      screen.getByText('Le enviaremos por correo un enlace para elegir una nueva.'),
    ).toBeVisible();
    await user.click(
      within(form).getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    );
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeVisible();
    await user.type(within(form).getByLabelText('Correo electrónico'), 'jane@example.com');
    await user.click(
      within(form).getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Si alguna cuenta usa esta dirección, le hemos enviado un enlace/,
    );
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('/reset-password in Spanish', () => {
  it('says what is wrong with a broken link in Spanish', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordScreen />, { path: '/reset-password?token=short' });
    const form = await screen.findByRole('form', { name: 'Restablecer la contraseña' });
    await user.type(within(form).getByLabelText('Nueva contraseña'), 'a new secret');
    await user.click(within(form).getByRole('button', { name: 'Guardar la nueva contraseña' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El enlace está incompleto: ábralo de nuevo desde el correo electrónico Pedir un enlace nuevo',
    );
    expect(within(alert).getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('sets the new password and says so in Spanish', async () => {
    mockApi({
      'POST /api/account/password-reset/confirm': () => json(200, loggedInUser),
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordScreen />, {
      path: '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });
    expect(
      await screen.findByRole('heading', { name: 'Elija una nueva contraseña' }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se cambió su contraseña y ha iniciado sesión como jane@example.com. Se cerraron todas las demás sesiones.',
    );
    expect(screen.getByRole('link', { name: 'Ir a su cuenta' })).toBeVisible();
  });
});
