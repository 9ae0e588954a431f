import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Términos y condiciones`}
      updated={<Trans>Última actualización: noviembre de 2026</Trans>}
    >
      <section>
        <h2>
          <Trans>1. Qué es Cancha</Trans>
        </h2>
        <p>
          <Trans>
            Cancha es una aplicación para organizar fútbol amateur: torneos, equipos, partidos y desafíos.
            Cada instalación de Cancha la administra la persona u organización que la aloja (en adelante, «la
            administración»), que es responsable de su funcionamiento. Al crear una cuenta aceptas estos
            términos.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>2. Tu cuenta</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Usa datos verdaderos y un email al que tengas acceso.</Trans>
          </li>
          <li>
            <Trans>
              Tu contraseña es personal: no la compartas. Eres responsable de lo que se haga con tu cuenta.
            </Trans>
          </li>
          <li>
            <Trans>
              Si eres menor de edad según las leyes de tu país, necesitas el permiso de tu madre, padre o
              tutor.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>3. Uso aceptable</Trans>
        </h2>
        <p>
          <Trans>
            Juega limpio también fuera de la cancha: no insultes ni acoses a otras personas, no cargues
            resultados falsos, no publiques contenido ajeno sin permiso y no envíes publicidad no solicitada.
            La administración puede suspender las cuentas que no respeten estas reglas.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>4. Lo que publicas</Trans>
        </h2>
        <p>
          <Trans>
            Tus fotos, nombres de equipo y mensajes siguen siendo tuyos. Nos permites mostrarlos a las demás
            personas usuarias en la medida necesaria para que el servicio funcione (por ejemplo, tu foto en la
            lista de tu equipo).
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>5. Torneos y partidos</Trans>
        </h2>
        <p>
          <Trans>
            Cancha es una herramienta. Quien crea un torneo es responsable de sus reglas, inscripciones,
            cuotas y premios. Cancha no organiza los partidos ni responde por lesiones, daños o disputas que
            ocurran en ellos.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>6. Suscripción sin publicidad</Trans>
        </h2>
        <p>
          <Trans>
            Cuando está disponible, la suscripción mensual (US$ 1,99 por mes) quita los anuncios. El pago lo
            procesa un proveedor externo; Cancha no guarda los datos de tu tarjeta.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>7. Baja y cambios</Trans>
        </h2>
        <p>
          <Trans>
            Puedes eliminar tu cuenta cuando quieras desde «Mi cuenta». Si cambiamos estos términos de forma
            importante, te lo avisaremos en la aplicación. El tratamiento de tus datos se explica en la{' '}
            <Link to="/privacy-policies">política de privacidad</Link>.
          </Trans>
        </p>
      </section>
    </LegalPage>
  );
}
