import { COOKIE_CONSENT_DAYS } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page';

export function CookiesPolicyPage() {
  const { t } = useLingui();
  const days = COOKIE_CONSENT_DAYS;
  return (
    <LegalPage
      title={t`Política de cookies`}
      updated={<Trans>Última actualización: noviembre de 2026</Trans>}
    >
      <section>
        <h2>
          <Trans>Qué son las cookies</Trans>
        </h2>
        <p>
          <Trans>
            Son pequeños archivos que el navegador guarda para que un sitio recuerde algo entre una visita y
            otra, como que ya iniciaste sesión.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Las cookies que usa Cancha</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>cancha_session</strong>: mantiene tu sesión iniciada. Es imprescindible, no es accesible
              desde JavaScript y dura hasta 30 días o hasta que cierres sesión.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>cookiesAccepted</strong>: recuerda que aceptaste este aviso, durante {days} días.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>locale</strong>: recuerda el idioma que elegiste, para que la página llegue ya en tu
              idioma, durante un año.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>font</strong>: recuerda que tu navegador ya guardó la tipografía de Cancha, para que la
              página llegue con ella desde el principio, durante un año.
            </Trans>
          </li>
          <li>
            <Trans>
              Cookies temporales de inicio de sesión con Google: solo si eliges esa opción, y duran 10
              minutos.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Además, el navegador guarda en su almacenamiento local tu idioma, el tema claro u oscuro y algunos
            datos de la sesión (tu rol) para mostrar la pantalla correcta más rápido.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Sin publicidad ni seguimiento de terceros</Trans>
        </h2>
        <p>
          <Trans>
            Cancha no usa cookies de publicidad ni de analítica de terceros, y no comparte lo que haces con
            redes sociales.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Cómo gestionarlas</Trans>
        </h2>
        <p>
          <Trans>
            Puedes borrar las cookies desde la configuración de tu navegador. Si borras cancha_session tendrás
            que volver a iniciar sesión.
          </Trans>
        </p>
      </section>
    </LegalPage>
  );
}
