import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { config } from '../../lib/config';
import { EFFECTIVE_DATE, LegalSection, MINIMUM_AGE, USAGE_RETENTION_MONTHS } from './LegalSection';
import { CourtesyNote, effectiveDateEs } from './courtesy';
import './legal.css';
import * as paths from '../../lib/paths';

// The Terms of Service in Spanish (docs/i18n.md): the same sections, numbers and facts as
// TermsPage.en.tsx, in plain Spanish (usted), loaded only when Spanish is chosen. Keep it in step
// with the English page, which is the one that governs (CourtesyNote). Terms: attorney
// "abogado", family law "derecho de familia", court "corte", attorney-client relationship
// "relación abogado-cliente", indemnify "indemnizar", governing law "ley aplicable",
// jurisdiction "jurisdicción" (docs/i18n.md, glossary).
export default function TermsPageEs() {
  const email = config.supportEmail;
  return (
    <article className="container page legal">
      <PageMeta
        title="Condiciones de uso"
        description="Condiciones de uso y Política de privacidad de EvenGround en un solo texto: información educativa, no asesoramiento legal; los datos de sus herramientas se quedan en su dispositivo."
        path={paths.terms}
        keywords={['condiciones de uso', 'política de privacidad']}
      />
      <h1>Condiciones de uso</h1>
      <p className="muted">
        Condiciones de uso y Política de privacidad en un solo texto. Fecha de entrada en vigor: {effectiveDateEs(EFFECTIVE_DATE)}
      </p>
      <CourtesyNote />
      <p>
        Lea estas condiciones con atención. Son un acuerdo legal entre usted y EvenGround (“EvenGround”, “nosotros”) sobre su uso
        del sitio web y de la aplicación web de EvenGround (los “Servicios”). Junto con las condiciones de privacidad resumidas
        abajo y explicadas por completo en nuestra <Link href={paths.privacy}>Política de privacidad</Link>, forman un solo
        acuerdo.
      </p>

      <section className="card legal__privacy" aria-labelledby="privacy-summary">
        <h2 id="privacy-summary">La privacidad en pocas palabras</h2>
        <ul>
          <li>
            Lo que usted escribe en las herramientas se queda en su dispositivo, cifrado con su frase de contraseña, y nunca se
            sube. El mediador con IA lee sus documentos en su dispositivo.
          </li>
          <li>
            Las cuentas, donde se ofrecen, usan Supabase Auth y guardan su dirección de correo y sus datos de inicio de sesión, no
            los datos de sus herramientas.
          </li>
          <li>
            Los formularios de contacto y de historias abren su propia aplicación de correo; recibimos solo lo que usted decide
            enviar.
          </li>
          <li>
            Cookies no esenciales solo con su consentimiento; los datos de uso, si alguna vez se recogen, se guardan como máximo{' '}
            {USAGE_RETENTION_MONTHS} meses. No vendemos información personal.
          </li>
        </ul>
      </section>

      <LegalSection n={1} title="Aceptación de las condiciones">
        <p>
          Al entrar en los Servicios o usarlos, usted acepta estas Condiciones de uso y nuestra Política de privacidad. Si no está
          de acuerdo, no use los Servicios. Si usa los Servicios en nombre de otra persona, usted confirma que puede aceptar estas
          condiciones por ella.
        </p>
      </LegalSection>

      <LegalSection n={2} title="Qué son nuestros Servicios">
        <p>
          EvenGround ofrece información general, plantillas, listas, calculadoras, cuestionarios y herramientas de autoayuda con
          fines educativos.{' '}
          <strong>
            No es asesoramiento legal, financiero, fiscal ni de salud mental, y EvenGround no es un bufete de abogados.
          </strong>{' '}
          Usar los Servicios no crea una relación abogado-cliente ni ninguna otra relación profesional.
        </p>
        <ul>
          <li>
            El derecho de familia cambia de un estado a otro y con el tiempo. Las plantillas y los borradores son puntos de
            partida que pueden no cumplir los requisitos de su corte.
          </li>
          <li>
            Los cálculos estimados, como la calculadora de manutención de los hijos, son ejemplos simplificados, no la cantidad
            que ordenará una corte.
          </li>
          <li>
            Usted es responsable de sus decisiones y de todo lo que presente ante una corte o firme. Para recibir asesoramiento
            sobre su situación, consulte a un abogado con licencia en su estado.
          </li>
          <li>
            Si está en peligro, llame al 911. Ante una crisis de salud mental, llame al 988 y oprima 2 para español, o envíe AYUDA
            por texto al 988 (Línea de Prevención del Suicidio y Crisis).
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={3} title="Quién puede usar los Servicios">
        <p>
          Para usar los Servicios, usted debe tener al menos {MINIMUM_AGE} años y poder celebrar un contrato obligatorio. Los
          Servicios no son para menores de 13 años (o de 16 en algunos lugares), y no recogemos a sabiendas su información
          personal. Si crea una cuenta, debe dar información correcta y mantener seguros sus datos de inicio de sesión.
        </p>
      </LegalSection>

      <LegalSection n={4} title="Conducta de los usuarios">
        <p>Usted se compromete a no:</p>
        <ul>
          <li>usar los Servicios para nada ilegal, fraudulento o dañino;</li>
          <li>
            enviar contenido (como una historia o un mensaje) que sea falso, difamatorio, acosador o amenazante, o que revele
            información privada de otra persona, incluidos sus hijos o su expareja, sin tener derecho a hacerlo;
          </li>
          <li>
            cargar en las herramientas documentos que no tenga derecho a usar, o usar los Servicios para acosar, vigilar o
            intimidar a alguien;
          </li>
          <li>
            intentar interrumpir o sobrecargar los Servicios, o entrar sin autorización en ellos, en las cuentas de otros usuarios
            o en los sistemas que los sostienen;
          </li>
          <li>copiar, revender o redistribuir los Servicios, salvo lo que permiten estas condiciones.</li>
        </ul>
        <p>
          Usted es responsable de la seguridad de su dispositivo, su frase de contraseña y su clave de recuperación. Como sus
          datos están cifrados en su dispositivo, no podemos restaurarlos si pierde las dos. Podemos suspender o cerrar las
          cuentas que no cumplan estas condiciones.
        </p>
      </LegalSection>

      <LegalSection n={5} title="Propiedad intelectual">
        <p>
          Los Servicios, incluidos sus textos, guías, plantillas, diseño, logotipos y software, pertenecen a EvenGround o a
          quienes le dan licencia, y están protegidos por las leyes de derechos de autor, de marcas y otras. Usted puede usarlos,
          e imprimir o guardar copias de las plantillas y de los documentos que crea, para su uso personal y no comercial.
        </p>
        <p>
          Lo que usted escribe en las herramientas es suyo. Si nos envía una historia para que tal vez la publiquemos, usted sigue
          siendo su dueño y nos da una licencia no exclusiva y sin regalías para editarla y publicarla, con su nombre o sin él,
          como usted elija. Cualquier otra condición para una historia publicada se acordará con usted por escrito antes de
          publicarla.
        </p>
      </LegalSection>

      <LegalSection n={6} title="Servicios de terceros y de IA">
        <ul>
          <li>
            <strong>Mediador con IA.</strong> El mediador con IA analiza los documentos automáticamente en su dispositivo. Sus
            informes son sugerencias hechas por una computadora que pueden estar incompletas o equivocadas; no es un mediador, un
            abogado ni un juez. Revise cada resultado usted mismo y con un profesional antes de confiar en él.
          </li>
          <li>
            <strong>Chat.</strong> La guía integrada funciona en su dispositivo y no es una IA ni un consejero. Si un sitio
            conecta un asistente de chat externo, lo que usted escriba en él queda sujeto a las condiciones y a la política de
            privacidad de ese proveedor.
          </li>
          <li>
            <strong>Otros servicios.</strong> Las cuentas usan Supabase Auth (y Google, si usted elige iniciar sesión con Google).
            Los enlaces de video, de pago, del foro y de redes sociales llevan a servicios de otras empresas, con sus propias
            condiciones. No somos responsables de su contenido, su disponibilidad ni sus prácticas.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={7} title="Exclusión de garantías">
        <p>
          LOS SERVICIOS SE OFRECEN “TAL CUAL” Y “SEGÚN DISPONIBILIDAD”. EN LA MEDIDA MÁXIMA QUE PERMITE LA LEY, RECHAZAMOS TODA
          GARANTÍA, EXPRESA O IMPLÍCITA, INCLUIDAS LAS GARANTÍAS DE COMERCIABILIDAD, DE IDONEIDAD PARA UN FIN DETERMINADO, DE
          EXACTITUD Y DE NO INFRACCIÓN. No prometemos que los Servicios funcionen sin interrupciones ni errores, que la
          información esté completa o al día, ni que se logre algún resultado en su caso.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Limitación de responsabilidad">
        <p>
          EN LA MEDIDA MÁXIMA QUE PERMITE LA LEY, EVENGROUND NO SERÁ RESPONSABLE DE NINGÚN DAÑO INDIRECTO, INCIDENTAL, ESPECIAL,
          CONSECUENTE O PUNITIVO, NI DE LA PÉRDIDA DE DATOS, GANANCIAS O RESULTADOS, QUE SURJA DE SU USO DE LOS SERVICIOS. NUESTRA
          RESPONSABILIDAD TOTAL POR CUALQUIER RECLAMO SE LIMITA A{' '}
          <strong>$100 O A LA CANTIDAD QUE USTED NOS PAGÓ EN LOS ÚLTIMOS 12 MESES, LO QUE SEA MENOR</strong>. Algunos estados no
          permiten ciertas limitaciones, así que es posible que partes de esta sección no se apliquen a usted.
        </p>
      </LegalSection>

      <LegalSection n={9} title="Indemnización">
        <p>
          Usted se compromete a defender, indemnizar y mantener libres de responsabilidad a EvenGround y a su equipo frente a
          reclamos, pérdidas y gastos (incluidos honorarios razonables de abogados) que surjan del mal uso que usted haga de los
          Servicios, del contenido que envíe o de que usted no cumpla estas condiciones o los derechos de otra persona.
        </p>
      </LegalSection>

      <LegalSection n={10} title="Ley aplicable y jurisdicción">
        <p>
          Estas condiciones se rigen por las leyes del estado de Illinois, sin tener en cuenta sus normas sobre conflicto de
          leyes. Cualquier disputa que surja de estas condiciones o de los Servicios se presentará solo ante las cortes estatales
          o federales del condado de Cook, Illinois, y usted y nosotros aceptamos la jurisdicción de esas cortes.
        </p>
      </LegalSection>

      <LegalSection n={11} title="Cambios">
        <p>
          Podemos cambiar estas condiciones o los Servicios, incluso agregar o quitar funciones. Publicaremos las condiciones
          actualizadas aquí con una nueva fecha de entrada en vigor y, para los cambios importantes, daremos un aviso claro en la
          aplicación. Seguir usando los Servicios después de un cambio significa que usted acepta las condiciones actualizadas.
        </p>
      </LegalSection>

      <LegalSection n={12} title="Contacto">
        <p>
          ¿Preguntas sobre estas condiciones o su privacidad? Escríbanos a <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </article>
  );
}
