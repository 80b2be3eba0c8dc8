import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  provideSpanishPage,
  restoreEnglishPage,
} from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import {
  donationServer,
  donorAtKeyboard,
  enter,
  renderDonateScreen,
} from '../features/donate/testing/donation-test-kit';
import { myDonation } from '../features/my-donations/my-donation-fixture';
import { candidateFixture } from '../testing/candidate-fixture';
import { allowanceFixture, GENERAL, PRIMARY } from '../testing/election-fixtures';
import CandidateScreen from './candidate-screen';
import DonationDetailsScreen from './donation-details-screen';
import DonationReceiptScreen from './donation-receipt-screen';
import MyDonationsScreen from './my-donations-screen';
import PlanRenewalScreen from './plan-renewal-screen';

// mf-candidate's donation pages and the candidate page on a Spanish page (docs/languages.md):
// <html lang="es"> and the Spanish messages of mf-candidate and shared-ui; money and days in
// es-US. English is back after each test.

// A whole donation is some twenty user events: more than Jest's 5 s on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  provideSpanishPage();
});

afterEach(() => {
  act(() => dismissToast());
  restoreEnglishPage();
});

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Ticks the five attestations by their Spanish words, as a donor would. */
async function attest(user: ReturnType<typeof donorAtKeyboard>) {
  for (const name of [
    'Soy ciudadano/a de los EE. UU. o residente permanente legal.',
    /^Esta contribución se hace con mis propios fondos/,
    /^Hago esta contribución con mi propia tarjeta personal/,
    'Tengo al menos 18 años de edad.',
    'No soy contratista federal.',
  ]) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
}

/** A test card, with the Spanish labels. */
async function enterCard(user: ReturnType<typeof donorAtKeyboard>, number: string) {
  await enter(user, textbox('Número de tarjeta'), number);
  await enter(user, textbox('Vencimiento (MM/AA)'), '12/30');
  await enter(user, textbox('Código de seguridad (CVC)'), '123');
}

describe('/donate/{candidateId} in Spanish', () => {
  it('has the summary, the limit, the fields, the attestations and the best-efforts text in Spanish, and thanks in Spanish', async () => {
    const server = donationServer();
    const user = donorAtKeyboard();
    renderDonateScreen();

    const form = await screen.findByRole('form', { name: 'Donación' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Donar a Casey Morales');
    expect(document.title).toContain('Donar a Casey Morales');
    expect(screen.getByText('Gobernador/a')).toBeVisible();
    expect(
      screen.getByText('Próxima elección: Primaria, 7 de marzo de 2028 (fecha provisional)'),
    ).toBeVisible();
    expect(screen.getByText('$12,400.00 recaudados')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver la página de Casey Morales' })).toHaveAttribute(
      'href',
      '/candidate/7',
    );
    expect(
      screen.getByText(
        'Cada persona puede donar a un candidato/a hasta $3,500 por elección; la elección primaria y la general se cuentan por separado.',
      ),
    ).toBeVisible();

    // The amount, the elections with their limit, the donor's fields.
    expect(within(form).getByRole('group', { name: 'Elija un monto' })).toBeVisible();
    expect(within(form).getByRole('button', { name: '$50' })).toBeVisible();
    expect(textbox('Otro monto (USD)')).toHaveAccessibleDescription(
      'Centavos enteros, al menos $1',
    );
    const general = screen.getByRole('radio', {
      name: 'Elección General, 7 de noviembre de 2028',
    });
    expect(general).toHaveAccessibleDescription('Hasta $3,500 por persona para esta elección.');
    expect(
      screen.getByRole('radio', {
        name: 'Elección Primaria, 7 de marzo de 2028 (fecha provisional)',
      }),
    ).toBeChecked();
    expect(textbox('Nombre completo')).toBeVisible();
    expect(textbox('Mensaje (opcional)')).toHaveAttribute(
      'placeholder',
      'Unas palabras para Casey Morales',
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue(
      'Seleccione un estado',
    );
    expect(
      screen.getByText(/^La ley federal nos exige hacer todo lo posible por obtener y declarar/),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Confirme que cumple los requisitos' }),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', {
        name: 'Soy ciudadano/a de los EE. UU. o residente permanente legal.',
      }),
    ).not.toBeChecked();
    // Test mode: the badge, the note and the test cards.
    expect(screen.getByText('MODO DE PRUEBA')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Tarjetas de prueba' })).toHaveTextContent(
      '4242 4242 4242 4242 se aprueba',
    );
    expect(screen.getByRole('button', { name: 'Donar' })).toBeEnabled();

    // A donor gives $50 with the Spanish labels and reads the thank-you in Spanish.
    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(screen.getByRole('button', { name: 'Donar $50' })).toBeEnabled();
    await enter(user, textbox('Nombre completo'), 'Juana Pérez');
    await enter(user, textbox('Correo electrónico'), 'juana@example.com');
    await attest(user);
    await enterCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Donar $50' }));

    const thanks = await screen.findByRole('region', { name: '¡Gracias!' });
    expect(server.calls('POST /api/donations')).toHaveLength(1);
    expect(thanks).toHaveTextContent('Recibimos su donación de $50.00 a Casey Morales.');
    expect(within(thanks).getByText('Monto')).toBeVisible();
    expect(within(thanks).getByText('Elección Primaria, 7 de marzo de 2028')).toBeVisible();
    expect(within(thanks).getByText('Referencia')).toBeVisible();
    expect(within(thanks).getByText(/^Esta donación se hizo en modo de prueba/)).toBeVisible();
    expect(
      within(thanks).getByRole('link', { name: 'Volver a la página de Casey Morales' }),
    ).toHaveAttribute('href', '/candidate/7');
    expect(within(thanks).getByRole('button', { name: 'Donar de nuevo' })).toBeVisible();
  });

  it("states a logged-in donor's room left, the monthly option and a refusal in Spanish", async () => {
    donationServer({
      user: loggedInUser,
      allowance: allowanceFixture([{ ...PRIMARY, given: 100, remaining: 3_400 }, GENERAL]),
      donate: () => json(402, { error: 'Payment Required' }),
      more: { 'GET /api/donations/saved-card': () => json(200, { card: null, donor: null }) },
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await screen.findByRole('form', { name: 'Donación' });
    expect(
      await screen.findByRole('radio', {
        name: 'Elección Primaria, 7 de marzo de 2028 (fecha provisional)',
      }),
    ).toHaveAccessibleDescription(
      'Puede donar $3,400 más a Casey Morales para esta elección (límite de $3,500).',
    );
    expect(screen.getByRole('heading', { name: 'Donación con un toque y mensual' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Guardar esta tarjeta para donar con un toque' }),
    ).not.toBeChecked();
    const monthly = screen.getByRole('checkbox', { name: 'Donar este monto cada mes' });
    await user.click(monthly);
    expect(screen.getByText('Elija un monto para ver lo que donaría cada mes.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(screen.getByText(/^\$25 hoy y luego \$25 cada mes\. Próximo cargo: /)).toHaveTextContent(
      /\(\d+ donaciones\)\. /,
    );
    await user.click(monthly);

    // A declined card, in the form's own words (the server sent none).
    await attest(user);
    await enterCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Donar $25' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pago rechazado');
    expect(alert).toHaveTextContent('Su tarjeta fue rechazada.');
  });

  it('says a candidate pending verification is not accepting donations, in Spanish', async () => {
    donationServer({ candidate: () => json(200, candidateFixture({ isActivated: false })) });
    renderDonateScreen();
    expect(
      await screen.findByRole('heading', {
        name: 'Casey Morales todavía no acepta donaciones',
      }),
    ).toBeVisible();
    expect(screen.getByText('Verificación pendiente')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver la página de Casey Morales' })).toBeVisible();
  });

  it('says Candidate Not Found in Spanish', async () => {
    donationServer();
    renderDonateScreen('/donate/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidato/a no encontrado/a',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });
});

describe('/donations/{id}/receipt in Spanish', () => {
  function renderReceipt(path: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/donations/:donationId/receipt" element={<DonationReceiptScreen />} />
      </Routes>,
      { path },
    );
  }

  it("shows the receipt's facts, its state, the legal text and the buttons in Spanish", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/12/receipt': () =>
        json(200, myDonation({ status: 'refunded', refundedAt: '2026-11-21T10:00:00.000Z' })),
    });
    renderReceipt('/donations/12/receipt');
    expect(await screen.findByRole('heading', { name: 'Recibo de donación' })).toBeInTheDocument();
    for (const term of ['Referencia', 'Monto', 'Candidato/a', 'Elección', 'Fecha', 'Estado']) {
      expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(
      screen.getByText('Elección General, 7 de noviembre de 2028 (G2028)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reembolsada')).toBeInTheDocument();
    expect(screen.getByText('Reembolso', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText(/^21 de noviembre de 2026/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Esta donación fue reembolsada: se devolvieron los $25.00 completos, y ya no cuenta para el total de Casey Morales ni para su límite.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('MODO DE PRUEBA')).toBeInTheDocument();
    expect(
      screen.getByText(/^Las contribuciones a candidatos políticos no son deducibles/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir recibo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas mis donaciones' })).toHaveAttribute(
      'href',
      '/donations',
    );
  });

  it('asks a visitor to log in, and says not found, in Spanish', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    const { unmount } = renderReceipt('/donations/12/receipt');
    expect(
      await screen.findByRole('heading', { name: 'Es necesario iniciar sesión' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Inicie sesión para ver los recibos de sus donaciones.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/auth/user': authUserAnswer() });
    renderReceipt('/donations/abc/receipt');
    expect(
      await screen.findByRole('heading', { name: 'Donación no encontrada' }),
    ).toBeInTheDocument();
  });
});

describe('/donations in Spanish', () => {
  it('lists the gifts, the monthly gifts and the saved card in Spanish', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/mine': () => json(200, [myDonation({ recurringPlanId: 4 })]),
      'GET /api/donations/recurring': () =>
        json(200, [
          {
            id: 4,
            candidateId: 3,
            candidateName: 'Casey Morales',
            amount: 20,
            status: 'active',
            pauseReason: null,
            nextChargeOn: '2026-12-15',
            giftsMade: 1,
            createdAt: '2026-11-15T10:00:00.000Z',
            election: { id: 22, kind: 'general', date: '2028-11-07', code: 'G2028' },
          },
        ]),
      'GET /api/donations/saved-card': () =>
        json(200, {
          card: { brand: 'Visa', last4: '4242', savedAt: '2026-11-15T10:00:00.000Z' },
          donor: null,
        }),
    });
    renderWithProviders(<MyDonationsScreen />, { path: '/donations' });
    expect(await screen.findByRole('heading', { name: 'Mis donaciones' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sus donaciones (1)' })).toBeInTheDocument();
    const gift = screen.getByRole('article', { name: '$25.00 para Casey Morales' });
    expect(within(gift).getByText('Completada')).toBeInTheDocument();
    expect(within(gift).getByText('Mensual')).toBeInTheDocument();
    expect(
      within(gift).getByText('Para la Elección General, 7 de noviembre de 2028'),
    ).toBeInTheDocument();
    expect(within(gift).getByRole('link', { name: 'Recibo PAID-000012' })).toBeInTheDocument();

    const plan = await screen.findByRole('article', { name: '$20.00 cada mes para Casey Morales' });
    expect(within(plan).getByText('Recurrente')).toBeInTheDocument();
    expect(within(plan).getByText(/Próximo cargo: 15 de diciembre de 2026/)).toBeInTheDocument();
    expect(within(plan).getByText(/1 donación hecha/)).toBeInTheDocument();
    expect(
      within(plan).getByRole('button', {
        name: 'Cancelar donación mensual: $20.00 cada mes para Casey Morales',
      }),
    ).toBeEnabled();

    expect(
      await screen.findByText('Visa terminada en 4242, guardada el 15 de noviembre de 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar la tarjeta guardada' })).toBeEnabled();
  });
});

describe('/candidate/{id} in Spanish', () => {
  it("has the candidate's header, tabs and profile in Spanish", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/candidate/7': () => json(200, candidateFixture({ bio: null })),
    });
    renderWithProviders(
      <Routes>
        <Route path="/candidate/:candidateId" element={<CandidateScreen />} />
      </Routes>,
      { path: '/candidate/7' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Casey Morales');
    expect(screen.getByText('Gobernador/a')).toBeVisible();
    expect(screen.getByText('3 estrellas')).toBeVisible();
    expect(screen.getByText('$12,400.00 recaudados')).toBeVisible();
    expect(screen.getByText('CUENTA ACTIVADA')).toBeVisible();
    expect(screen.getByRole('link', { name: 'DONAR AHORA' })).toHaveAttribute('href', '/donate/7');
    expect(screen.getByRole('heading', { name: 'Perfil del candidato/a' })).toBeVisible();
    const tabs = screen.getByRole('tablist', { name: 'Secciones del perfil del candidato/a' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Acerca de', 'Propuestas', 'Mensaje directo']);
    expect(screen.getByRole('heading', { name: 'Biografía' })).toBeVisible();
    expect(screen.getByText('Aún no hay biografía.')).toBeVisible();
    expect(screen.getByText('Teléfono')).toBeVisible();
  });
});

describe('the mailed links in Spanish', () => {
  it('/donation-details asks for the employer and occupation in Spanish', () => {
    mockApi({});
    renderWithProviders(
      <Routes>
        <Route path="/donation-details" element={<DonationDetailsScreen />} />
      </Routes>,
      { path: `/donation-details?token=${'t'.repeat(43)}` },
    );
    expect(screen.getByRole('heading', { name: 'Su empleador y ocupación' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Empleador y ocupación' })).toBeVisible();
    expect(screen.getByText(/^La ley federal nos exige hacer todo lo posible/)).toBeVisible();
    expect(textbox('Empleador')).toBeVisible();
    expect(textbox('Ocupación')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar empleador y ocupación' })).toBeEnabled();
  });

  it('/monthly-renewal states the renewed plan in Spanish', async () => {
    mockApi({
      'POST /api/donations/plan-renewal': () =>
        json(200, {
          candidateId: 7,
          candidateName: 'Casey Morales',
          amount: 25,
          card: { brand: 'Visa', last4: '4242' },
          election: { id: 12, kind: 'general', date: '2028-11-07', code: 'G2028' },
          cycle: '2027-2028',
          firstChargeOn: '2028-08-01',
          nextChargeOn: '2028-09-01',
          gifts: 4,
          total: 100,
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/monthly-renewal" element={<PlanRenewalScreen />} />
      </Routes>,
      { path: `/monthly-renewal?token=${'r'.repeat(43)}` },
    );
    expect(screen.getByRole('heading', { name: 'Renueve su donación mensual' })).toBeVisible();
    expect(
      await screen.findByText(
        '$25 cada mes para Casey Morales, con cargo a su tarjeta Visa guardada terminada en 4242, para la elección general del 7 de noviembre de 2028 (G2028, ciclo 2027-2028).',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Primera aportación: hoy. Próximo cargo: 1 de septiembre de 2028. Total hasta la elección del 7 de noviembre de 2028: $100 (4 aportaciones).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });
});
