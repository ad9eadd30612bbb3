import { Link } from 'wouter';
import { SELF_CARE_LINES } from '../../../content/crisisLines';
import { HelpLines } from '../../../ui/HelpLines';
import { GuideShell } from './GuideShell';
import * as paths from '../../../lib/paths';

// The self-care guide in Spanish (docs/i18n.md): the same sections and advice as
// SelfCarePage.en.tsx, in plain Spanish (usted), loaded only when Spanish is chosen. The help
// lines' box says each line with its Spanish option (src/ui/HelpLines.tsx). Names that stay in
// English (EAP, SAMHSA, annualcreditreport.com) are explained in Spanish beside them. Keep it in
// step with the English page.
export default function SelfCarePageEs() {
  return (
    <GuideShell
      title="Cuidarse durante el divorcio"
      path={paths.selfCareGuide}
      description="Cuidado emocional, físico y práctico para padres que pasan por un divorcio, con las líneas de crisis de EE. UU.: la línea 988 de prevención del suicidio y crisis y la Línea Nacional contra la Violencia Doméstica."
      keywords={['cuidado personal divorcio', 'estrés del divorcio', 'apoyo divorcio', 'línea de crisis 988']}
      lead={
        <>
          <p>
            El divorcio es una de las experiencias más estresantes que puede vivir un adulto, y pasarlo mientras cuida a sus hijos
            lo hace más difícil. Cuidarse no es egoísmo: sus hijos necesitan a un padre o una madre con el descanso suficiente
            para tener paciencia, y su caso necesita a alguien que pueda pensar con claridad.
          </p>
          <p>No tiene que hacer todo lo de esta página. Elija una o dos ideas que encajen en su vida esta semana.</p>
        </>
      }
    >
      <HelpLines
        className="card guide__callout guide__crisis"
        ids={SELF_CARE_LINES}
        intro="Estos servicios de EE. UU. son gratuitos y confidenciales, y atienden las 24 horas, los 7 días de la semana."
      />

      <h2>Cuidado emocional</h2>
      <h3>Espere sentimientos mezclados, y déjelos venir</h3>
      <p>
        Tristeza, enojo, alivio, miedo, culpa y hasta esperanza pueden aparecer el mismo día. El divorcio es una pérdida aunque lo
        haya elegido usted, y es normal sentir duelo. Los sentimientos suelen llegar en olas, no en etapas ordenadas: un día
        difícil después de una buena semana no quiere decir que esté retrocediendo.
      </p>
      <h3>Busque en quién apoyarse</h3>
      <ul>
        <li>
          Cuénteles a dos o tres amigos o familiares de confianza lo que está viviendo, y dígales qué le ayuda: una llamada cada
          semana, una comida, ayuda para recoger a los niños en la escuela.
        </li>
        <li>
          Piense en ver a un terapeuta o consejero, si es posible uno que trabaje con divorcios o cambios en la familia. Muchos
          seguros médicos cubren la terapia, y muchos empleadores ofrecen gratis un programa de ayuda al empleado (EAP, por sus
          siglas en inglés) con algunas sesiones confidenciales.
        </li>
        <li>
          Los grupos de apoyo para personas que se divorcian (en centros comunitarios, iglesias u otros lugares de culto, o en
          internet) le ponen en contacto con gente que entiende sin necesidad de contar toda la historia.
        </li>
      </ul>
      <h3>Proteja su mente</h3>
      <ul>
        <li>
          Limite cuántas veces mira las redes sociales de su expareja, y piénselo dos veces antes de publicar algo sobre su
          divorcio. Las publicaciones pueden terminar como prueba en la corte.
        </li>
        <li>
          Escriba. Un diario es un lugar seguro para la carta de enojo que nunca debe enviar, y le ayuda a notar qué le da ánimo y
          qué le quita energía.
        </li>
        <li>
          Pruebe cada día un ejercicio corto para calmarse. Por ejemplo, inhale contando hasta 4, aguante hasta 4, exhale contando
          hasta 6, y repítalo cinco veces. Hay aplicaciones y videos gratuitos de atención plena que le pueden guiar.
        </li>
        <li>Sea amable consigo mismo en sus pensamientos. Háblese como le hablaría a un amigo en la misma situación.</li>
      </ul>
      <h3>Apoye a sus hijos sin cargar con todo a solas</h3>
      <p>
        Los niños se guían por las emociones de sus padres. No tiene que esconder toda la tristeza, pero ellos necesitan saber que
        los adultos se ocupan de los problemas de adultos. Ayudan las palabras sencillas y sinceras (“Mamá y papá ya no van a
        vivir juntos, y los dos te queremos mucho”) y las rutinas estables. Si un hijo parece atascado (cambios en el sueño, la
        escuela, el apetito o las amistades que duran más de unas semanas), hable con su pediatra o con el consejero de la
        escuela. Nuestra <Link href={paths.coparentingGuide}>guía de comunicación para la crianza compartida</Link> tiene ideas
        para no poner a los hijos en medio.
      </p>

      <h2>Cuidado físico</h2>
      <p>
        El estrés se queda en el cuerpo. Hábitos pequeños y constantes cambian de verdad el ánimo, la paciencia y la forma de
        tomar decisiones.
      </p>
      <ul>
        <li>
          <strong>Dormir:</strong> intente acostarse y levantarse a la misma hora, también los fines de semana sin los niños. Deje
          las pantallas de 30 a 60 minutos antes de dormir, y no lea de noche mensajes sobre los niños ni documentos legales.
        </li>
        <li>
          <strong>Comer con regularidad:</strong> el estrés puede quitarle el hambre o hacerle picar a todas horas. Comidas
          simples y a sus horas mantienen más estables la energía y el ánimo. Tenga en casa comida fácil y sana para los días
          difíciles.
        </li>
        <li>
          <strong>Mover el cuerpo:</strong> caminar de 20 a 30 minutos casi todos los días baja el estrés y la ansiedad de mucha
          gente. No tiene que ser un entrenamiento: bailar en la cocina con sus hijos también cuenta.
        </li>
        <li>
          <strong>Cuidado con el alcohol y otras sustancias:</strong> pueden parecer un alivio, pero empeoran el sueño, el ánimo y
          el juicio, y el consumo excesivo puede influir en las decisiones sobre la custodia. Si le preocupa su consumo, la línea
          de ayuda de SAMHSA (1-800-662-4357, en inglés y en español) le puede ayudar de forma confidencial.
        </li>
        <li>
          <strong>Vaya al médico:</strong> cuéntele a su médico de cabecera lo que está viviendo. El insomnio que no se va, el
          pánico, la falta de apetito o el ánimo bajo merecen tratamiento, y su médico le puede ayudar.
        </li>
        <li>
          <strong>Descanse sin culpa:</strong> el tiempo para no hacer nada es parte de la recuperación, no una pérdida de tiempo.
        </li>
      </ul>

      <h2>Cuidado práctico</h2>
      <p>
        Sentir que todo se le escapa de las manos es una de las partes más duras del divorcio. Organizarse le devuelve algo de
        control y reduce la cantidad de cosas que le dan vueltas en la cabeza.
      </p>
      <h3>Ordene los papeles</h3>
      <ul>
        <li>
          Tenga una sola carpeta (en papel o digital) para su caso: los papeles de la corte, los documentos financieros, el
          horario de crianza y las notas de las llamadas con su abogado.
        </li>
        <li>
          Use una lista para no tener que recordarlo todo. Nuestra{' '}
          <Link href={paths.divorceChecklist}>lista de pasos para el divorcio</Link> repasa las tareas legales, financieras y de
          la casa.
        </li>
        <li>
          Anote de forma sencilla el horario de los hijos, los intercambios y los gastos compartidos; el{' '}
          <Link href={paths.expenses}>registro de gastos compartidos</Link> le ayuda con los gastos.
        </li>
      </ul>
      <h3>Ponga en orden su dinero</h3>
      <ul>
        <li>Anote sus ingresos y gastos de cada mes para saber dónde está; un presupuesto realista baja la ansiedad.</li>
        <li>
          Abra una cuenta de banco a su nombre si no tiene una, y revise gratis su informe de crédito en annualcreditreport.com
          (el sitio oficial, en inglés).
        </li>
        <li>
          Cambie las contraseñas de su correo, su teléfono y sus cuentas financieras, y active la verificación en dos pasos.
        </li>
        <li>
          Consulte a su abogado antes de mover o gastar sumas grandes; algunas cortes lo limitan mientras el caso está abierto.
        </li>
      </ul>
      <h3>Proteja su tiempo y su energía</h3>
      <ul>
        <li>Diga que no a compromisos de más por un tiempo. Es una época para hacer menos.</li>
        <li>
          Organice rutinas para los días en que los hijos están con el otro progenitor. Esas noches tranquilas pueden ser las más
          difíciles; planee algo para ellas, como una clase, una llamada con un amigo o hacer ejercicio.
        </li>
        <li>
          Limite el tiempo que dedica al caso cada día. Fije un momento para las tareas legales y después déjelas a un lado.
        </li>
        <li>
          Tome decisiones cuando esté en calma, no en medio de una discusión ni tarde por la noche. Las decisiones grandes casi
          siempre pueden esperar un día.
        </li>
      </ul>
      <h3>Forme su equipo de apoyo</h3>
      <p>
        Piense en quién le ayuda con qué: un abogado de derecho de familia o una oficina de asistencia legal para las preguntas
        legales (muchos colegios de abogados estatales tienen servicios que le recomiendan un abogado), un mediador para los
        acuerdos, un terapeuta para su salud emocional, un asesor financiero o un contador para el dinero, y amigos y familia para
        el apoyo de cada día. No tiene que saber de todo.
      </p>

      <h2>Señales de que necesita más apoyo</h2>
      <p>
        Busque a un médico, a un terapeuta o una de las líneas de crisis de arriba si, durante más de un par de semanas, usted:
      </p>
      <ul>
        <li>se siente sin esperanza, vacío o como anestesiado la mayor parte del día;</li>
        <li>no puede dormir, o duerme mucho más de lo normal;</li>
        <li>bebe o usa otras sustancias para poder pasar el día;</li>
        <li>le cuesta cuidar a sus hijos o hacer su trabajo;</li>
        <li>
          piensa en hacerse daño o en hacerle daño a otra persona (llame ahora al 988 y oprima 2 para español, o envíe AYUDA por
          texto al 988).
        </li>
      </ul>
      <p>
        Pedir ayuda es una señal de fortaleza. Muchos padres que han pasado por un divorcio dicen que buscar apoyo pronto fue una
        de las mejores decisiones que tomaron.
      </p>
    </GuideShell>
  );
}
