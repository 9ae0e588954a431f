import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Política de privacidad`}
      updated={<Trans>Última actualización: noviembre de 2026</Trans>}
    >
      <section>
        <h2>
          <Trans>Qué datos guardamos</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Los de tu registro: email, contraseña (solo una huella cifrada, nunca el texto), género y fecha
              de nacimiento.
            </Trans>
          </li>
          <li>
            <Trans>
              Los que agregas a tu perfil si quieres: nombre, apellido, nombre de usuario, ubicación y foto.
            </Trans>
          </li>
          <li>
            <Trans>Tu actividad en la aplicación: equipos, torneos, partidos y mensajes.</Trans>
          </li>
          <li>
            <Trans>
              Datos técnicos de cada acceso (dirección IP y fecha), para proteger las cuentas y limitar
              abusos.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Para qué los usamos</Trans>
        </h2>
        <p>
          <Trans>
            Para que tengas una cuenta, para mostrar tu perfil a tus compañeros y a quienes organizan los
            torneos en los que participas, para enviarte los correos que pides (como la recuperación de
            contraseña) y para mantener el servicio seguro. No vendemos tus datos ni los usamos para
            publicidad personalizada.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Con quién los compartimos</Trans>
        </h2>
        <p>
          <Trans>
            Solo con los servicios imprescindibles: el de envío de correo, el proveedor de pagos si te
            suscribes y Google si eliges iniciar sesión con Google. Cada uno recibe únicamente lo que
            necesita.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Dónde y por cuánto tiempo</Trans>
        </h2>
        <p>
          <Trans>
            Los datos se guardan en el servidor de la administración de esta instalación mientras tu cuenta
            exista. Al eliminar tu cuenta se borran tu perfil, tu foto y tus sesiones.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Tus derechos</Trans>
        </h2>
        <p>
          <Trans>
            Puedes ver y corregir tus datos en «Mi cuenta» y eliminar tu cuenta en cualquier momento. Para
            cualquier otra consulta sobre tus datos, escribe a la administración de esta instalación. Sobre
            las cookies, lee la <Link to="/info/cookies-policy">política de cookies</Link>.
          </Trans>
        </p>
      </section>
    </LegalPage>
  );
}
