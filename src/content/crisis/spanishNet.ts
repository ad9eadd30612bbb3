// The Spanish calm net (issue 31; docs/coach-crisis.md, "Session 19"): what a Spanish message
// must not name to be placed as calm at the Spanish threshold (triage.ts `calmSpanish`). Not read
// by the statistical layer, so not one of its inputs (scripts/coach-model-inputs.mjs).
import type { CoachLineId } from '../crisisLines';
import { plainLines, readsSpanish } from './spanish';
/**
 * Session 19 (issue 31; docs/coach-crisis.md, "Session 19"): the Spanish calm net. A Spanish
 * message is placed as calm at the Spanish threshold (triage.ts `calmSpanish`) only when none of
 * these concepts is named anywhere in it, whatever the statistical layer's score: each is a word
 * class of danger (any tense of a verb, any spelling a chat uses), not a sentence, so a message
 * that names one of them gets the safety check (the numbers) even when no rule composes it. Read
 * on the folded message after the chat spellings and the everyday idioms ("me muero de hambre",
 * "le toca", "se cayo del columpio") are put in their place, and after fear of the process.
 */
const DANGER_CONCEPTS: ReadonlyArray<readonly [string, RegExp]> = [
  // Harm done to a body: the verbs of blows, force and injury in any tense (stem changes too:
  // "encierra", "muerde"), the marks they leave, the neck and breathing.
  [
    'harm',
    /\b(?:golp\w*|pega(?:r|ba|ban|ron|ndo|rle|rme|rla|rlo)?|pego|pegue|peguen|patea\w*|pate[oe]\w*|patad\w*|empuj\w*|cachet\w*|bofet\w*|trompad\w*|punet\w*|madraz\w*|madre[oa]\w*|chingadaz\w*|putaz\w*|cabezaz\w*|codaz\w*|rodillaz\w*|chanclaz\w*|cintaraz\w*|cinturonaz\w*|nalgad\w*|azot\w*|zarande\w*|sacud\w*|jalone\w*|jal(?:o|aba|aron|ar)|arrastr\w*|estrell[oae]\w*|avent(?:o|aba|aron)|tir(?:o|aba|aron) (?:al|contra|encima|a la|por las) \w+|mord\w*|muerde\w*|rasgun\w*|aran(?:o|aba|azo|azos|ar)|pellizc\w*|lastim\w*|hiri[oe]\w*|herid\w*|dan(?:o|ar|arme|arla|arlo|arnos|aron)|maltrat\w*|abus\w*|paliza\w*|golpiza\w*|madriza\w*|revent\w* (?:la|el|mi|su) (?:boca|labio|cara|nariz|cabeza|ojo)|romp\w* (?:la|el|los|las|mi|su|sus|mis) (?:boca|labio|nariz|cara|brazo|costillas?|dientes?|cabeza|mano|dedo|pierna|pata|phone|puerta|ventana)|(?:brazo|pierna|nariz|labio|costilla|diente|pata)s? rot[oa]s?|(?:labio|ceja|boca|cabeza)s? (?:partid[oa]|abiert[oa])|partid[oa] (?:el|la) (?:labio|ceja|boca|cabeza)|raj(?:ar|o|a|arte|arme)|partir(?:le|te|me)? la (?:cara|madre|boca)|parto la (?:cara|madre)|quebr\w*|fractur\w*|moret\w*|morad[oa]s?|hinchad[oa]s?|hinchazon|chichon\w*|sangr\w*|cicatri\w*|quemad\w*|quemaduras?|marcas? (?:en|de|moradas|rojas)|(?:con|tiene|tenia|dejo|deja) marcas|rayas|ojo (?:morado|negro|hinchado)|ahorc\w*|estrangul\w*|asfixi\w*|ahog\w*|sofoc\w*|sumergi\w*|hundi\w*|apret\w* (?:el|mi|su|la) (?:cuello|garganta)|cuello|garganta|respirar|desmay\w*|inconscient\w*|todo negro|tap(?:o|aba|a) (?:la|mi|su) (?:boca|nariz)|encerr\w*|encierr\w*|amarr\w*|atad[oa]s?|quem(?:o|aba|aron|ar|arme|arla|arlo|e) (?:con|el|la|mi|su|sus|mis)|cigarr\w*|envenen\w*|veneno|prend\w* (?:fuego|la casa)|fuego|incendi\w*|atropell\w*|correte\w*|duele (?:ahi|abajo|al)|dolor (?:al|en sus)|donde mas (?:me|te) duele|silla de ruedas)\b/,
  ],
  // Weapons by any name.
  [
    'weapon',
    /\b(?:armas|(?:un|el|su|una|mi|tu) arma|arma de fuego|armad[oa]s?|pistolas?(?! de (?:agua|silicon|juguete|pintura|calor))|revolver\w*|rifles?|escopetas?|fusca|cuete|cuernos? de chivo|balas?|balazos?|disparo\w*|dispar[oa]\w*|tiros?|municiones|cuchill\w*|navaj\w*|machet\w*|filero\w*|punal\w*|cuchillas?|tijeras|martillo|bate|bat|gun|guns|knife|rifle|shotgun)\b/,
  ],
  // Threats, plain or veiled, and the conditions they hang on (leaving, telling, court, returning).
  [
    'threat',
    /\b(?:amenaz\w*|advirti\w*|arrepent\w*|lament\w*|me las (?:va|vas|van) a pagar|(?:me|te) la (?:va|vas|van) a pagar|vas a ver|ya veras|ya vere|ya vas a ver|te va a pesar|(?:ya )?(?:estas|estoy) avisad[oa]|cuidate|me cuide|cuidadito|de lo que soy capaz|no (?:vas|va|voy) a (?:vivir|llegar|salir)|(?:llegar|salir|salgo|sales|llego|llegas) viv[oa]|te (?:voy|vamos) a (?:matar|pegar|golpear|romper|partir|rajar|quemar|enterrar|desaparecer|quitar|buscar|encontrar|hacer|denunciar|reportar|acusar|arruinar|destruir|dar|ensenar)|te (?:rompo|parto|mato|entierro|quemo|rajo|busco|encuentro)|me (?:va|van|iba|iban) a (?:matar|pegar|golpear|hacer|dar|desaparecer|encontrar|buscar|quitar|llevar|denunciar|reportar|acusar|echar|sacar|correr|dejar|romper|partir|rajar|enterrar|envenenar|ir (?:muy )?mal|pasar)|me (?:entierra|entierran|espera|esperan)|(?:le|te|me|nos|les) (?:va|van|puede) a pasar algo|algo (?:malo|feo)|lo mismo (?:me|te|le) va a pasar|le pasa a cualquiera|(?:nadie|nunca) (?:te|me|nos|los|la|lo) (?:va|vas|van|voy) a encontrar|nadie me encuentra|la proxima (?:vez )?(?:soy|eres|es|te|me|va|sigo)|sigo yo|sigues tu|(?:en|dentro de) una (?:caja|bolsa|zanja)|dias contados|ultimos dias|lo que te espera|no eres de nadie|eres mia|ya sabes lo que|si (?:no )?(?:me |lo |la |te |le )?(?:dejas|deja|dejo|dejara|dejaras|vuelves|vuelvo|regresas|regreso|denuncio|denuncias|denuncia|demandas|demando|cuentas|cuento|dices|digo|hablas|hablo|pides|pido|quitas|quito|sigues|sigo|retiras|retiro|separo|separas|divorcio|divorcias|vas a la corte|voy a la corte)|como me vuelvas|unos compas|no respondo|ojo con lo (?:que|q)|no me pongas a prueba|vas a saber quien soy|acuerdate de lo (?:que|q) te dije|(?:si|cuando) te veo|no vengas|desaparecer\w*|enterr\w*|entierr\w*)\b/,
  ],
  // A child not back, taken or out of reach, or flight prepared: absence, silence, a border.
  [
    'absence',
    /\b(?:no (?:me )?(?:los|las|lo|la|le) (?:quiere |quiso |va a |piensa )?(?:regres\w*|devolv\w*|devuelv\w*|traj\w*|tra[ei]\w*|entreg\w*)|no (?:ha|han|habia|habian) (?:vuelto|regresado|llegado|traido|devuelto|entregado)|no (?:llego|llegaron|llega|llegan|volvio|volvieron|regreso|regresaron|regresa|regresan|aparece|aparecen|aparecio)|no (?:piensa|va a|van a) (?:regres\w*|volver)|se (?:los|las|lo|la) (?:llevo|llevaron|lleva|llevan|habia llevado|habian llevado|robo|robaron|va a llevar|van a llevar|iba a llevar|iban a llevar)|se (?:fue|fueron) con (?:los|las|mis|mi|el|la|nuestr\w*)|se (?:fue|fueron|van|va|iba|iban) (?:a|al|para|pa) (?:otro|su|el) (?:pais|estado)|(?:alla|aya) se (?:queda|quedan)|tijuana|frontera|cruz(?:o|aron|ar)|(?:no se|nadie (?:me )?(?:dice|sabe)|sin saber|no me dice|saber) (?:donde|a donde|adonde|nada)|no abri[oe]|(?:no|ya no) (?:contesta|contestan|responde|responden|me contesta|me responde)|apagad[oa]|buzon|bloque(?:o|a|aron|ado|ada)|me bloque\w*|desaparec\w*|(?:ya )?(?:pasaron|van|llevan|lleva|hace) (?:\d+|dos|tres|cuatro|cinco|seis|varias|muchas) (?:horas|dias|semanas)|(?:horas|dias) tarde|no (?:era|es) su (?:dia|turno|semana|fin)|when it was not his day|sin (?:mi )?(?:permiso|avisar|avisarme|decirme|firma)|a mis espaldas|(?:saco|sacar|pidio|tramito) (?:\w+ )?pasaportes?|boletos? (?:solo )?de ida|vend(?:io|iendo|e|ia) (?:la|su|sus|el|mi)|renunci\w*|(?:cerro|vacio|cancelo) (?:sus|las|la|su|el|mi)|vaci[oa]s?|cambio (?:el|su) nombre|ni (?:lo|la|los|las) busque|lejos (?:pa|para) que|(?:nunca|no) (?:los|las|lo|la|te|me)? ?(?:vas|va|voy) a (?:volver a )?(?:ver|encontrar)|missing|taken|never came back)\b/,
  ],
  // Fear, of a person or at home, and the signs of living with it (a door locked, shoes on, a code word).
  [
    'fear',
    /\b(?:(?<!pelicula de )(?<!peli de )mied\w*|temo|temia|temer\w*|tem[ae]r|asust\w*|panico|terror|aterr\w*|tiembl\w*|temblar|insegur[oa]s?|(?:no )?me siento (?:segur[oa]|a salvo|tranquil[oa] en)|peligr\w*|de puntitas|cascaras? de huevo|pisando huevos|se (?:pone|puso|ponia) (?:violent[oa]|loc[oa]|agresiv[oa]|como loc[oa]|mal|asi)|furios[oa]|rabia|explot\w*|grit\w*|escond\w*|hu(?:ir|yo|imos|yendo)|escap\w*|corr(?:an|er|o|emos|imos) con (?:la|el) vecin[oa]|palabra clave|zapatos puestos|(?:con|puerta) (?:llave|trabada|cerrada)|trab(?:o|amos|ada)|no me atrevo|(?:llega|llego|viene) (?:tomado|borracho|drogado|pedo)|refugio|albergue|auxilio|ayud(?:a|enme|ame) (?:por favor|porfa|urgente)|socorro|(?<!contacto de )(?<!contactos de )emergencia|policia|patrulla|911|orden de (?:restriccion|proteccion|alejamiento|no acercarse)|no acercarse|denunci\w*|afraid|scared|terrified|fear\w*|unsafe|help)\b/,
  ],
  // One's own harm or death, said plainly or softly (the hotline lists' warning signs), or the
  // other person's, or the children's with them.
  [
    'self',
    /\b(?:mor(?:ir|irme|irse|irnos|irte)|muer\w*|muri\w*|mat(?:ar|arme|arse|arte|arnos|arla|arlo|arlos)|(?:se|me|te|nos|los|las) mat(?:a|o|e|an|amos)|mat(?:o|a|aron) (?:a|al)|quitar(?:me|se|te)? la vida|(?:no|ya no) vale la pena|(?:ve|veo) caso|todo listo|es el dia|(?:tengo|tiene) pensado|como hacerlo|ya lo (?:tengo )?decidi\w*|pills|overdos\w*|suicid\w*|quitar(?:me|se|te) la vida|(?:no quiero|ya no quiero|ganas de|razon (?:para|pa)|para que|pa que|sin ganas de|no se si quiero) (?:vivir|seguir)|seguir (?:viviendo|existiendo|aqui)|existi\w*|(?:sin|ningun|el) sentido|sentido (?:a|de|pa|para) (?:seguir|vivir|nada)|no le veo (?:sentido|salida)|no (?:puedo|aguanto|soporto) mas|ya no (?:puedo|aguanto|quiero)|cansad[oa] de (?:todo|vivir|la vida|luchar)|carga|estorbo|(?:mejor|mejores|felices|tranquil[oa]s?) sin (?:mi|nosotr[oa]s|el|ella)|no (?:quiero )?(?:despertar|amanecer)|no volver a despertar|(?:despertar|amanecer) (?:mas|nunca)|no (?:va|vamos|voy|van) a amanecer|amanecer en|dormir(?:me)? (?:para|pa) siempre|dormirme|sentir nada|desaparec\w*|para siempre|pa siempre|pastill\w*|sobredosis|veneno|soga|cuerda|colgad[oa]s?|colgarme|colgarse|me cuelgo|(?:se|me|te) (?:va|iba|voy|vas) a colgar|irnos (?:los dos|los tres|juntos|todos)|nos (?:vamos|iremos) (?:los dos|los tres|juntos|todos)|(?:seria|es) mejor (?:irnos|irme|no estar|desaparecer|morir\w*|no existir)|(?:si|cuando) (?:ya )?no (?:estuviera|estoy|este|existiera)|nadie (?:la|lo|los|las) (?:va|iba) a tener|ultima vez|no (?:despertara|despierte)|(?:en|desde) el puente|ahorcar\w*|(?:del|de un|al|un) puente|(?:al|del|en el) rio|vias del tren|tirar(?:me|se)|avent(?:arme|arse)|meter(?:me|se|nos) al|despedi(?:rme|rse|da)|(?:se|me|te) despid\w*|despide de|adios|cartas? (?:de despedida|a|para) (?:mis|cada|mi|los)|carta de despedida|testamento|deje escrito|si me pasa algo|gracias por todo|en paz|dejar de sufrir|(?:terminar|acabar) con (?:todo|esto|mi vida)|se acaba todo|(?:tome|tomar) la decision|lo decidi|(?:no|ya no) (?:voy|va|iba|ibamos) a estar|cuando (?:ya )?no este|no (?:la|las|lo|los) voy a necesitar|regal(?:e|ando|ar|o) (?:mis|mi|todas mis|todo|sus|todas sus) (?:cosas|\w+ y)|regalando|(?:me|nos) (?:va|van) a extranar|nadie (?:me|la|lo) (?:va a|iba a) extranar|echaria de menos|me odio|me merezco|al cielo|al otro mundo|se van juntos|ninguno de (?:los )?(?:dos|tres)|nadie se queda|ni tu ni yo|cort(?:o|ando|arme|arse|ado|ada|adas)|(?:me|se|te) cort(?:e|a|aba|o)|cortadas?|mangas? largas?|manga larga|navajitas|vidrio|sacapuntas|quem(?:o|a|arme|arse|e)|die|dying|dead|ending it|end it|cut myself|meds|bridge)\b/,
  ],
  // Sex without consent, a child's body and secrets, intimate images and recordings, pregnancy
  // forced or prevented.
  [
    'sexual',
    /\b(?:viol(?:o|aron|ada|ado|ar|acion|aba|ador)|forz\w*|fuerza|(?:me|la|lo|nos|le|les) oblig\w*|obligo|obliga a|sin (?:mi |su )?(?:consentimiento|permiso)|no quer(?:ia|ias)|no quise|no se detuvo|no paro|dormid[oa]|no me acuerdo|desperte|sin ropa|la ropa (?:quitada|rota|abajo)|(?:quit|baj|arranc)\w* la ropa|calzon\w*|falda|(?:quita|quito|jala) la cobija|desnud\w*|encuerad\w*|relaciones|sexo|sexual\w*|toc(?:a|o|aba|ar|arla|arlo|an|aron|ado|ada)|manose\w*|(?:sus|mis|las|tus) partes|cosita|cosas (?:feas|raras)|(?:le|me) hace cosas|mete la mano|(?:pone|ponia|puso|mete|metia|metio) la mano (?:ahi|alli|abajo|debajo|entre|en (?:sus|mis|las) partes)|se mete a su cuarto|a solas|no se puede sentar|intim\w*|fotos? (?:intimas|desnud\w*|sin ropa|mias|de mi(?! (?:hij|nin|nen|beb|chamac|herman|famil|mama|papa|perr|gat|cumple|fiesta|graduacion|boda|viaje|vacacion|escuela|equipo|partido|casa|carro|ex |esposo|novi|mejor)\w*))|videos? (?:intimos|desnud\w*|sin ropa|de mi(?! (?:hij|nin|nen|beb|chamac|herman|famil|mama|papa|perr|gat|cumple|fiesta|graduacion|boda|viaje|vacacion|escuela|equipo|partido|casa|carro|ex |esposo|novi|mejor)\w*)|mios)|(?:mis|sus) (?:fotos|videos)|ver (?:las|tus|mis|esas) fotos|(?:las|esas) fotos (?:que|q) me mandab\w*|ropa interior|pics|pic of me|pack|nudes|(?:me|nos|la|lo) grab(?:o|ando|aba)|grabacion\w*|screenshot\w*|(?:subir|publicar|difundir|ensenar|mandar)\w* (?:mis|las|sus|sus|tus|esas) (?:fotos|videos|pics)|al grupo|(?:sub|compart|publica|mand|ensen)\w* (?:las|los) (?:q|que) (?:ya )?tiene|mas fotos|tiene (?:videos|fotos) (?:de|mias|intimos|intimas)|(?:la|lo|le|los|las) mete a su cuarto|cierra la puerta|mandar(?:le|les)? (?:mis|las|sus|tus)|condon\w*|preservativ\w*|proteccion|anticonceptiv\w*|implante|parche|se cuida|embaraz\w*|abort\w*|un hijo varon|darle un hijo|le doy un hijo|secreto\w*|no (?:me|le) (?:contara|dijera|digas|diga)|rape\w*|forced)\b/,
  ],
  // Control and being watched: papers, money, the phone, the car, where one goes and with whom.
  [
    'control',
    /\b(?:no me deja\w*|no (?:la|lo|nos) deja\w*|prohib\w*|me quit(?:a|o|aba|aron)|(?:se )?llev(?:o|a) (?:el car|las llaves|la llave|mi bolsa|mi cartera|los pasaportes|todo|el cheque|mi cheque)|me (?:escond|guard)\w* (?:el|la|los|las|mis|mi)|(?:mis|me quito los) (?:papeles|documentos)|contrasen\w*|password|revis\w* (?:mi|mis|el|la) (?:phone|cel|correo|bolsa|cuenta|mensajes|cosas)|me revis\w*|vigil\w*|espi\w*|rastre\w*|ubicacion|localizacion|gps|airtag|tracker|camara\w*|aparat\w*|dispositivo|me sigue|me segui\w*|sigui[oe]\w*|aparec(?:e|io|er)|estacionad[oa]|se estaciona\w*|afuera de (?:mi|la) casa|(?:en|a) la esquina|me espera|me (?:lo|la) encuentro|a donde voy|donde (?:ando|estoy)|con quien (?:estoy|hablo|hable|salgo|ando)|sabe (?:todo|donde|a donde|con quien|a que hora)|mi direccion|nueva direccion|entra a mi casa|cosas movidas|numeros? (?:diferentes|distintos|desconocidos)|cuentas? falsas|perfil falso|hacke\w*|haciendose pasar|(?:cada|todo el) (?:rato|dia|tiempo) (?:me )?(?:llama|escribe|manda)|\d+ (?:veces|mensajes|llamadas)|cada minuto|historias? que subo|bateria|pedir(?:le)? permiso|sin (?:mi|su) permiso|controla\w*|a distancia|bajo llave|acta de nacimiento|tiene (?:mi|mis|nuestros|los) (?:pasaportes?|papeles|documentos|acta)|tener papeles|aislad\w*|me alej\w*|no puedo (?:ver|salir|hablar|llamar)|sin (?:un peso|dinero|phone|cartera|bolsa|zapatos|boletos|senal)|cancel\w* (?:mi|mis|el|la|las) (?:tarjeta|tarjetas|phone|internet|cuenta|cuentas|seguro)|vaci[oa] la cuenta|cheque|sueldo|paycheck|car keys|keys|wallet|migra|ice|deport\w*|inmigracion|immigration|ilegal|(?:mis|tiene mis|me quito los|sin) papeles|residencia|green card|estatus migratorio|peticion (?:de residencia|migratoria)|retir\w* (?:la|mi) peticion|me agarren|mandan pa)\b/,
  ],
  // Left somewhere with no way back: put out of the car or the house, the locks changed.
  [
    'stranded',
    /\b(?:me (?:dejo|dejaron) (?:tirad[oa]|en (?:la|el|un|una|medio)|aqui|alli|ahi|sola?)|nos (?:dejo|dejaron) (?:en|aqui|alli|ahi)|(?:me|nos) (?:bajo|bajaron|saco|sacaron|corrio|corrieron|echo|echaron|abandono)|dej(?:o|aron) tirad[oa]s?|no tengo (?:a )?(?:donde|adonde|como) (?:ir|quedarme|regresar|volver|salir|dormir)|no (?:tengo|tenemos) como|no podemos volver|cambio la (?:chapa|cerradura)|(?:en|a) la calle|carretera|autopista|freeway|gasolinera|central de autobuses|terminal|acotamiento|en medio de la nada|de la nada|left (?:me|us)|stranded|middle of nowhere)\b/,
  ],
];

/**
 * Session 24 (docs/coach-crisis.md, "Session 24 (issue 31"): everyday senses of the concepts'
 * words, by class, taken out before the net reads a line: adding fuel to the fire of an argument
 * ("no le eches mas lena al fuego"), a school's fire drill, a pet or an elder dead of old age,
 * "si me dejas" with what one is let do or the children left ("si me dejas llevar a los ninos", "si me
 * dejas los ninos el sabado"; "si me dejas, te mato", "si me dejas el perro se muere" and "si no me
 * dejas verlos" stay threats), and a child's location shared as
 * both parents agreed ("como acordamos"). With SAYINGS ("me carga el payaso", a phone that died).
 */
const CALM24 =
  /\b(?:(?:le |les )?ech(?:ar|arle|a|as|es|e|en|o|aron|ando)(?:le)? (?:mas )?lena al fuego|simulacros?(?: de (?:incendio|sismo|terremoto|evacuacion))?|(?:se )?(?:murio|muere|murieron|fallecio|se nos fue) de (?:viej[oa]s?|vejez|edad)|si (?:me )?dejas? (?=(?:llevar\w*|ver\w*|pasar\w*|tener\w*|ir|irme|salir|recoger\w*|cambiar|usar|quedarme|traer\w*|(?:a )?(?:los|las|mis|tus|sus) (?:nin[oa]s?|nen[ea]s?|hij[oa]s?|chamac[oa]s?|peques|kids))\b))/g;
const AGREED = /\bacord(?:amos|aron|ado|ada|e|o|imos)\b|\bcomo quedamos\b/;
const SHARED_LOCATION = /\b(?:(?:la )?(?:ubicacion|localizacion) compartida|compart\w* (?:la )?(?:ubicacion|localizacion))\b/g;
const everyday24 = (line: string) =>
  (AGREED.test(line) ? line.replace(SHARED_LOCATION, ' ') : line).replace(SAYINGS, ' ').replace(CALM24, ' ');

/** Which DANGER_CONCEPTS a message names (triage.ts, the safety net; the unit tests). */
export function spanishDangerConcepts(text: string): string[] {
  const lines = plainLines(text)
    .map(everyday24)
    .map((line) => line.replace(NO_LONGER, ' '));
  return DANGER_CONCEPTS.filter(([, pattern]) => lines.some((line) => pattern.test(line))).map(([name]) => name);
}

/**
 * Session 22 (docs/coach-crisis.md, "Session 22 (issue 31"): the kinds of danger each concept of
 * DANGER_CONCEPTS speaks for. A Spanish message the statistical layer places at the check, whose
 * likeliest kinds one of its named concepts speaks for, has its kind and its lines named twice,
 * by the layer and by the Spanish words: `spanishSure` says so, for the decision between the
 * check and the full reply.
 */
const KINDS_OF: Readonly<Record<string, readonly string[]>> = {
  harm: ['violence', 'strangulation', 'child_abuse', 'fear_home', 'self_harm', 'stranded', 'pet_threat'],
  weapon: ['weapons', 'threats', 'violence', 'other_suicide', 'suicide'],
  threat: ['threats', 'immigration_threat', 'pet_threat', 'image_threat', 'harm_children_and_self', 'stalking'],
  absence: ['child_taken'],
  fear: ['fear_home', 'violence', 'threats', 'stalking', 'coercive_control'],
  self: ['suicide', 'self_harm', 'other_suicide', 'harm_children_and_self'],
  sexual: ['sexual_assault', 'image_threat', 'reproductive_coercion', 'child_abuse'],
  control: ['coercive_control', 'stalking', 'immigration_threat', 'stranded'],
  stranded: ['stranded'],
};

/** A child named: a child's absence speaks for a child taken only then (not a blender kept). */
const CHILD =
  /\b(?:nin[oa]s?|nen[ea]s?|hij[oa]s?|beb[ea]s?|chamac[oa]s?|cipot[ea]s?|chiquit[oa]s?|bich[oa]s?|morr[oa]s?|chavos?|peques|kids)\b/;
/** Silence explained or over (a flat battery, a call back, on their way): not an absence. */
const ABSENCE_OVER =
  /\b(?:se (?:le|me) (?:acabo|murio|descargo) (?:la )?(?:pila|bateria)|sin (?:pila|bateria)|(?:ya )?(?:vienen|viene|van|va) en camino|ya (?:me )?(?:marco|llamo|contesto|aviso|escribio)|ya (?:llegaron|llego|estan aqui|estan en casa))\b/;
/**
 * A threat whose consequence is the court ("va a llevar el caso al juez si no ...", "me va a
 * demandar"): the process, not a threat ("si le digo al juez ... me mata" stays one).
 */
const TO_COURT =
  /\b(?:(?:va|van|iba|voy|vamos) a (?:llevar(?:me|te|lo)?|ir|acusar(?:me|te)?|reportar(?:me|te)?|decir(?:le)?) (?:\w+ ){0,3}(?:al juez|a la jueza|a la corte|a juicio|con el juez|con su abogad[oa])|(?:me|te) (?:va|van|iba) a demandar|demandar(?:me|te)|me demanda)\b/;
/** Everyday sayings with a danger word ("me carga el payaso": I am in trouble; a phone that "died"). */
const SAYINGS =
  /\b(?:(?:me|te|nos|le) (?:carga|cargo|va a cargar|lleva|llevo) (?:el payaso|la chingada|la tristeza|la fregada)|se (?:le|me|te|les) (?:murio|muere|acabo|descargo) (?:la |el )?(?:bateria|pila|cel|celular|telefono|phone)|(?:me|nos|te|le|les) (?:mata|matan|mato|esta matando|estan matando) con (?:tant[oa]s?|sus?|la|el|los|las|es[ao]s?|este|esta|estos|estas) (?:\w+ )?(?:trabajo|horas|tareas?|preguntas|chistes|quejas|mensajes|llamadas|cuentas|gastos|exigencias|juntas|reuniones|horarios?|cambios|pendientes|pedidos|turnos|papeleo|tramites|reglas)|(?:la|lo|los|las|me|te|nos|le|les|se) (?:(?:va|voy|van|vas|iba|ibas) a )?(?:matar|mata|mato|morir|muero|muere|murio) de (?:un )?(?:susto|coraje|gusto|risa|pena|verguenza|hambre|sed|sueno|calor|frio|aburrimiento|cansancio|nervios|ternura|celos))\b/g;

/**
 * Session 23: a denial scoped to its predicate ("nadie me ha golpeado, la marca es de la puerta",
 * "nunca le ha pegado a los ninos"): the negation, its pronouns and auxiliaries and the verb they
 * lead to are not read for harm or a weapon; what follows is ("no quiere ir porque le pega", "no
 * podia respirar" keep theirs). The other concepts keep their negations ("no me contesta", "no me
 * deja salir", "no vas a llegar viva" are the danger itself).
 */
const DENIED_CLAUSE =
  /(?<!\bsi )(?<!\b(?:digo|dije|decir|diga|digas) (?:que |q )?)\b(?:nadie|nunca|jamas|no|ni) (?:(?:me|te|le|la|lo|nos|les|los|las|ha|han|habia|habian|hubiera|sido|ya|mas|se|a) ){0,3}\w+/g;
const UNDENIED = new Set(['harm', 'weapon']);

/**
 * Session 23 (docs/coach-crisis.md, "Session 23 (issue 31"): the everyday senses of danger words by
 * class, so the concepts do not speak for a kind in them. Play: a game, a video game, a sport or a
 * toy on the line ("dice que va a matar a todos en el fortnite", "se pego en el futbol"): harm,
 * weapons, threats and one's end are not named on it. Taken out of the line: a medicine named for
 * what it treats or taken as prescribed ("las pastillas para la presion", "la medicina que le
 * receto el doctor"), and sayings of dying and killing about a bill, work, heat, laughter or shame
 * ("la cuenta del dentista me mato", "me muero de verguenza", "el trafico me esta matando").
 */
const PLAY23 =
  /\b(?:jug(?:ar|ando|aba|aban|ue|amos|o)|juega|juegan|juego|juegos|videojuegos?|fortnite|minecraft|roblox|free ?fire|call of duty|play ?station|xbox|nintendo|de juguete|pistola de agua|futbol|beisbol|basquet|(?:el|un|al|del|su) partido|entrenamiento|karate|boxeo|lucha libre|luchitas|pinata)\b/;
/** Play given as the excuse ("dice que era jugando"), or said not to be play: not a play frame. */
const PLAY_EXCUSE =
  /\b(?:dice|dijo|decia|dicen|que|q) (?:que |q )?(?:solo )?(?:era|estaba|estabamos|fue|eran|son) (?:de )?(?:jugando|juego|juegos|broma)|\bno (?:es|era|fue) (?:un )?juego\b|\b(?:sigue|sigues|siga) jugando\b|\bno (?:juegues|jueges) conmigo\b|\bjugando con fuego\b/;
const PLAYED = new Set(['harm', 'threat', 'self']);
const EVERYDAY23 = new RegExp(
  [
    '(?<!\\b(?:todas|todos|bote|frasco|monton|caja|punado|tira)\\b[^,;.!?]{0,12})\\b(?:pastillas?|medicinas?|medicamentos?|jarabe|pildoras?|gotas|insulina) (?:de|para|pa) (?:la |el |los |las )?(?:presion|diabetes|azucar|tiroides|colesterol|alergias?|dolor(?: de \\w+)?|cabeza|gripa|gripe|tos|fiebre|dormir|ansiedad|depresion|estomago|asma|corazon|infeccion|acne|epilepsia|convulsiones|tdah|atencion)\\b',
    '|\\b(?:que|q) (?:me|le|te|les) (?:receto|recetaron|dio|dieron|mando|mandaron) (?:el|la) (?:doctor|doctora|medico|medica|pediatra|dentista|psiquiatra)\\b',
    '|\\b(?:la cuenta|la renta|el recibo|la factura|el trafico|el calor|el frio|el trabajo|la chamba|el horario|la escuela|la tarea|la dieta|el gym|el ejercicio)\\b[^,;.!?]{0,30}\\b(?:me|nos|te) (?:mato|mata|esta matando|van a matar|va a matar)\\b',
    '|\\b(?:(?:me|nos|se|te) )?(?:(?:va|voy|van|vas|iba) a )?(?:matar|morir|muero|morimos|muere|mori|moria|mata|mato)(?:me|se|te)? de (?:verguenza|pena|risa|ganas|hambre|sueno|calor|frio|aburrimiento|nervios|envidia|cansancio)\\b',
  ].join(''),
  'g',
);

/**
 * Whether a message that reads as Spanish names a danger concept (DANGER_CONCEPTS) that speaks for
 * one of `kinds` (the statistical layer's likeliest kinds), read as the net reads it, with sayings
 * taken out, a child's absence only beside a child and not explained, and a threat only when its
 * consequence is not the court. Session 22; measured in docs/coach-crisis.md.
 * @public triage.ts (fact `sure`) and the unit tests.
 */
export function spanishSure(text: string, kinds: readonly string[]): boolean {
  const lines = plainLines(text, true).map((line) => line.replace(SAYINGS, ' ').replace(EVERYDAY23, ' '));
  const child = lines.some((line) => CHILD.test(line));
  return DANGER_CONCEPTS.some(([name, pattern]) =>
    lines.some((line) => {
      if (PLAYED.has(name) && PLAY23.test(line) && !PLAY_EXCUSE.test(line)) return false;
      if (!pattern.test(UNDENIED.has(name) ? line.replace(DENIED_CLAUSE, ' ') : line)) return false;
      if (name === 'absence' && (!child || ABSENCE_OVER.test(line))) return false;
      if (name === 'threat' && TO_COURT.test(line)) return false;
      return (KINDS_OF[name] ?? []).some((kind) => kinds.includes(kind));
    }),
  );
}

/**
 * Session 23 (docs/coach-crisis.md, "Session 23 (issue 31"): the lines a Spanish message brings by
 * what it tells, whichever kind the layer names first, as triage.ts `composeLines` does in English
 * (session 22): another adult's words or acts of ending their own life (the other parent "se va a
 * matar", "ya no le ve caso a vivir", "se tomo todas sus pastillas", shut in a car with the engine
 * running, "es la ultima vez que le hablo") bring the hotline and 988 together; a child's, or the
 * parent's own ("mi nena me escribio: me voy a ir para siempre"), bring 988. Since session 24
 * triage.ts `composeLines` adds them to the lines of a message that reads as Spanish (fact
 * `spanishLines`; docs/coach-crisis.md "Session 24 (issue 31").
 */
const ADULTS =
  /\b(?:mi ex|my (?:husband|wife|ex|partner|boyfriend|girlfriend)|(?:el|la) (?:papa|mama|padre|madre)|mi (?:esposo|esposa|marido|mujer|pareja|novio|novia|expareja|exesposo|exesposa|suegr[oa]|herman[oa]|papa|mama)|su (?:papa|mama))(?: de (?:mis|los|mi|sus) (?:hij[oa]s?|nin[oa]s?|nen[ea]s?|chamac[oa]s?|bebes?))?\b/g;
const OWN_END_THEIRS =
  /\b(?:se (?:va|iba|quiere|queria|piensa) (?:a )?(?:matar|suicidar|quitar la vida|colgar|ahorcar|cortar|tirar|aventar|dar un tiro|pegar un tiro|meter al (?:mar|rio|lago))|se (?:mataba|mataria|suicidaba|suicidaria|quitaba la vida|quitaria la vida)|se encerro (?:\w+ ){0,4}con (?:su|sus|la|las|el|los|una|un) (?:pistola|arma|rifle|escopeta|navaja|cuchillo|pastillas|soga|cuerda)|se (?:quiere|queria) (?:matar|morir|suicidar)|quitarse la vida|se (?:tomo|trago|tomaron) (?:todas |todos )?(?:las |sus |los )?(?:pastillas|medicinas|meds|pildoras|algo)|took all (?:his|her) meds|(?:ya )?no le ve (?:caso|sentido) a (?:vivir|seguir|la vida)|ya no quiere (?:vivir|seguir viviendo|seguir existiendo|estar aqui)|tiene todo listo|(?:ya )?tiene (?:la soga|la cuerda|las pastillas|la pistola|el arma|el veneno|el cuchillo) (?:list[oa]|lista|preparad[oa]|guardad[oa]|a la mano)|se encerro en el (?:carro|car|garage|garaje) con el motor|motor prendido|se (?:iba|va) a meter al (?:mar|rio|lago)|se lo pone en (?:la|su) muneca|es la ultima vez (?:que|q) (?:le|me|nos|te|los|las) (?:habl\w+|escrib\w+|llam\w+|ves|ve|veo|ven|vas a ver|van a ver)(?! asi)|(?:le diga|dile|diles) a los (?:ninos|nenes|hijos) (?:que|q) los (?:quiso|quiere|queria))\b/;
const OWN_END_MINE =
  /\b(?:me (?:voy|quiero|queria) (?:a )?(?:matar|suicidar|quitar la vida|colgar|ahorcar|ir para siempre|tirar (?:del|de la|al)|aventar (?:del|de la|al))|mejor no haber nacido|(?:no|ya no) quiero (?:vivir|seguir viviendo|despertar)|me quiero morir|quiero morirme)\b/;
/** Session 26: a child not back, not brought back or not known where (NCMEC's family abduction pages). */
const CHILD_NOT_BACK26 =
  /(?<!\bsi )\bno (?:llego|llegaron|ha llegado|han llegado|regreso|regresaron|ha regresado|han regresado|volvio|volvieron|aparece|aparecen)\b|(?<!\bsi )\bno (?:me )?(?:los|las|lo|la) (?:quiere |quiso |piensa |ha |han )?(?:regres\w*|devolv\w*|devuelv\w*|traj\w*|tra[ei]\w*|entreg\w*)|(?<!\bsi )\bno se (?:nada de (?:ellos|ellas|el|ella|mi hij\w*|los nin\w*)|donde (?:estan|esta|los tiene|las tiene|la tiene|lo tiene))\b/;
/** The lines a Spanish message brings by what it tells (none when it tells none of these): triage.ts, the unit tests. */
export function spanishLines(text: string): CoachLineId[] {
  const lines = plainLines(text, true).map((line) => line.replace(SAYINGS, ' ').replace(EVERYDAY23, ' '));
  const ids = new Set<CoachLineId>();
  for (const line of lines) {
    if (PLAY23.test(line) && !PLAY_EXCUSE.test(line)) continue;
    const theirs = OWN_END_THEIRS.exec(line);
    if (theirs) {
      // Whose end: another adult's unless a child is named before it (outside "el papa de mis hijos").
      const before = line.slice(0, theirs.index).replace(ADULTS, ' ');
      ids.add('lifeline');
      if (!CHILD.test(before)) ids.add('dv');
    }
    if (OWN_END_MINE.test(line)) ids.add('lifeline');
    // Session 29: a threat told as reported speech (REPORTED29) harms the one it names, not the one who tells it.
    if (reported29(line)) ids.add('dv');
  }
  // Session 26: a child not back or whereabouts unknown, on a line that names the child (not a thing not
  // given back, not silence explained), brings the missing-children line whatever kind is named first.
  if (
    lines.some(
      (line) => CHILD.test(line) && CHILD_NOT_BACK26.test(line) && !ABSENCE_OVER.test(line) && !THING_NOT_BACK26.test(line),
    )
  )
    ids.add('ncmec');
  return [...ids];
}

/**
 * Session 26 (docs/coach-crisis.md, "Session 26 (issues 25 and 31, helper crisis-es)"): "ya no" is "no
 * longer". An act of harm, a threat, drinking or fear said to have stopped ("ya no me pega desde que fue
 * a terapia", "ya no me amenaza, estamos bien", "mi ex ya no toma", "ya no le tengo miedo") is danger
 * over: not a denial that it ever happened (spanish.ts renders "ya no" as "never") and not danger now.
 * What "ya no" says has stopped when the stopping is the danger stays danger: "ya no me deja ver a los
 * ninos" (control), "ya no contesta" (out of reach), "ya no aguanto", "ya no quiero vivir" (one's end),
 * "ya no toma sus pastillas" (a treatment stopped). The hotline's pages on the cycle of abuse: a calm
 * phase does not end the danger, so an incident now ("otra vez", "anoche", "volvio a") undoes it.
 */
const NO_LONGER =
  /\bya no (?:(?:me|te|le|les|nos|la|lo|los|las) )?(?:pega\w*|golpea\w*|amenaza\w*|grita\w*|insulta\w*|maltrata\w*|lastima\w*|empuja\w*|jalonea\w*|persigue\w*|acosa\w*|molesta\w*|vigila\w*|sigue|siguen|busca|buscan|toma\b(?! (?:sus|su|la|las|el|los|mis) (?:pastillas|pildoras|medicin\w*|medicamentos?|tratamiento))|toman|bebe|beben|se droga\w*|se emborracha\w*|(?:le |les )?(?:tengo|tenemos|tienen|tiene) miedo|hay (?:problemas|peleas|gritos|golpes|violencia|amenazas))\b/g;
const DANGER_NOW =
  /\b(?:otra vez|de nuevo|volvi(?:o|eron) a|vuelve a|vuelven a|anoche|ayer|hoy|esta (?:noche|manana|semana|tarde)|ahora (?:me|nos|le|les|si)|empez(?:o|aron) (?:a|otra)|last night|again)\b/;
/**
 * A denial to the end of its clause ("nunca me ha agarrado a golpes", "no me pego, solo me empujo"): from the
 * negation to a comma (two spaces once folded) or a word that opens another clause ("pero", "solo", "ahora",
 * "anoche"). Not "si no" (a condition) nor "no se si" (a doubt).
 */
const DENIAL26 =
  /(?<!\bsi )(?<!\b(?:digo|dije|decir|diga|digas) (?:que |q )?)\b(?:nadie|nunca|jamas|no|ni)\b(?! se si\b)(?:(?! {2}|\b(?:pero|sino|solo|nomas|ahora|anoche|ayer|hoy|luego|despues|entonces|aunque|porque|cuando|mas bien)\b).)*/g;
/** A denial and what "ya no" says is over, taken out of a line: what is left is told as happening. */
const outsideDenials = (line: string) => line.replace(NO_LONGER, ' ').replace(DENIAL26, ' ');
/** The concepts that name danger outside a denial: harm, a weapon, a threat, sex forced, one's end (not yelling or control words). */
const UNDENIED26 = new Set(['harm', 'weapon', 'threat', 'sexual', 'self']);

/**
 * Session 26: the danger concepts a Spanish message names outside its denials and outside what "ya no"
 * says is over: a denial covers its own clause only ("nunca me habia pegado asi, anoche me dejo el ojo
 * morado" names harm outside it). triage.ts reads a message's denial as covering it only when this is
 * empty.
 * @public triage.ts and the unit tests.
 */
export function spanishUndenied(text: string): string[] {
  const lines = plainLines(text, true).map(everyday24).map(outsideDenials);
  return DANGER_CONCEPTS.filter(([name, pattern]) => UNDENIED26.has(name) && lines.some((line) => pattern.test(line))).map(
    ([name]) => name,
  );
}

/**
 * Session 26: a Spanish message that tells its danger as over with "ya no" (NO_LONGER), with no incident
 * now and no danger named outside that clause and the denials: danger over, as crisis.ts resolvedPast.
 * @public triage.ts and the unit tests.
 */
export function spanishNoLonger(text: string): boolean {
  const lines = plainLines(text, true).map(everyday24);
  return (
    lines.some((line) => line.replace(NO_LONGER, '\u0000') !== line) &&
    !lines.some((line) => DANGER_NOW.test(line)) &&
    spanishUndenied(text).length === 0
  );
}

/** A message's lines folded as typed (lower case, no accents or punctuation), before the net's idioms. */
const fold26 = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\n ]+/g, ' ')
    .split('\n');
/** The words of dying and killing as typed. */
const DIE_KILL26 = /\b(?:mat(?:a|an|o|e|ar|aba|ando|ara)|mor(?:ir|irme|irse|imos)|muer[oe]n?|muri[oe]|muriendo)\b/;
/** Play given as the excuse with its article ("le dijo que era un juego"). */
const GAME_EXCUSE26 =
  /\b(?:dice|dijo|decia|dicen|que|q) (?:que |q )?(?:solo )?(?:era|es|fue|son|eran) (?:un |una |de )?(?:juego|juegos|jueguito|broma)\b/;

/**
 * Session 26: fear of the process itself in Spanish (as spanish.ts SPANISH_PROCESS_FEAR and triage.ts
 * PROCESS_FEAR): nervous about the hearing, the judge, the lawyer, the papers.
 */
const PROCESS_FEAR26 =
  /\b(?:miedo|nervios[oa]?s?|asustad[oa]s?|preocupad[oa]s?|ansiedad|panico) (?:\w+ ){0,4}(?:audiencia|corte|juez|jueza|juicio|mediacion|mediador[ao]?|abogad[oa]|papeleo|tramites?|divorcio|proceso|evaluacion|evaluador[ao]?|declaracion|cita)\b/;
/**
 * Session 26: the parent's own immigration case moving ("mi abogada de inmigracion dice que pronto me dan
 * el permiso de trabajo", "ya me aprobaron la residencia"): the process, not a threat to the parent's
 * status (a threat names who threatens: amenazas, reportar, llamar a la migra, retirar la peticion).
 */
const OWN_PROCESS26 =
  /\b(?:(?:mi|nuestr[oa]|el|la) (?:abogad[oa]|caso|cita|tramite|proceso|solicitud|peticion|entrevista|audiencia) (?:de |del |con |en )?(?:inmigracion|migracion|asilo|residencia|uscis|la visa|ciudadania|green card|daca|tps)|permiso de trabajo|(?:me|nos|le) (?:aprobaron|aprueban|dieron|dan|van a dar|llego|llegaron|renovaron) (?:la |el |mi |mis |los |su )?(?:residencia|green card|permiso|asilo|visa|papeles|ciudadania|tarjeta|daca|tps)|(?:arreglar|arreglando|arregle|arreglo) (?:mis|los|nuestros|sus) papeles)\b/g;
const STATUS_THREAT26 =
  /\b(?:amenaz\w*|report\w*|denunci\w*|migra|ice|deport\w*|retir\w* (?:la|mi|su) peticion|cancel\w*|quitar\w*)\b/;

/**
 * Session 26: the statistical layer alone does not give the full reply to a Spanish message whose danger
 * words are all in one of these everyday senses (as triage.ts `everydayOnly`, session 19): a game, a video
 * game or a sport ("juega fortnite y dice que va a matar a todos"; PLAY23), fear of the process itself
 * ("tengo miedo de la audiencia"), or the parent's own immigration case moving. Each holds only when the
 * message names no danger concept outside it; the check is still shown whenever the net names one.
 * @public triage.ts and the unit tests.
 */
export function spanishEverydayOnly(text: string): boolean {
  const lines = plainLines(text, true).map((line) => everyday24(line.replace(SAYINGS, ' ').replace(EVERYDAY23, ' ')));
  if (!lines.length) return false;
  const named = (line: string) => DANGER_CONCEPTS.some(([, pattern]) => pattern.test(line));
  // A game: every line that names danger is a line of play; never a child's body or sex "as a game" (the
  // grooming signs of the child-abuse pages: "le dijo que era un juego").
  const sexual = DANGER_CONCEPTS.find(([name]) => name === 'sexual')?.[1];
  const played = (line: string) =>
    PLAY23.test(line) && !PLAY_EXCUSE.test(line) && !GAME_EXCUSE26.test(line) && !sexual?.test(line);
  const play = lines.some((line) => named(line) && played(line)) && lines.every((line) => !named(line) || played(line));
  // Fear of the process: said as typed (the net's lines have it taken out already), and nothing named.
  const process = fold26(text).some((line) => PROCESS_FEAR26.test(line)) && lines.every((line) => !named(line));
  // The parent's own immigration case, and no threat to the status.
  const own =
    lines.some((line) => line.replace(OWN_PROCESS26, '\u0000') !== line) &&
    !lines.some((line) => STATUS_THREAT26.test(line)) &&
    lines.every(
      (line) =>
        !named(
          line.replace(OWN_PROCESS26, ' ').replace(/\b(?:inmigracion|migracion|residencia|green card|papeles|visa)\b/g, ' '),
        ),
    );
  // A saying of dying or killing ("me mata de risa", "se muere de la pena"): the word typed, nothing named once
  // the sayings are read as sayings (the rendering put "is so funny" in its place, and the layer read the rest).
  const saying = fold26(text).some((line) => DIE_KILL26.test(line)) && lines.every((line) => !named(line));
  return play || process || own || saying;
}

/**
 * Session 26 (the Spanish training parts' full replies to ordinary messages, by class; docs/coach-crisis.md):
 * everyday frames of a Spanish message in which the rules' danger words name something ordinary. Like
 * triage.ts `everydayFrame` they do not cancel a finding: with one, a rule's finding is the full reply only
 * when the layer is sure of danger too (`ruledFramed`). Read on the folded Spanish lines:
 * - children among themselves: a brother, a sister or a cousin, or the older or the younger child, who hits,
 *   pushes or bites another child, or children who fight each other (sibling fights, the pediatric pages:
 *   not abuse by an adult);
 * - an injury at play or sport that the child did to themself ("se pego en el futbol");
 * - a locator the parent themself puts on a child's watch, phone or bag ("le voy a poner un reloj con gps al
 *   nino", "el airtag que le puse a la maleta"): a parent's own tracking, not being tracked;
 * - a thing not given back (a library book, a jacket, a tablet), not a child;
 * - a weapon kept registered, licensed, unloaded or locked, with no incident ("nunca ha pasado nada").
 */
const SIBLINGS26 =
  /\b(?:(?:el|la|mi|su|sus) (?:grande|mayor|menor|chiquit[oa]|chic[oa]|mas grande|mas chic[oa]|hermanit[oa]s?|herman[oa]s?|prim[oa]s?|cuate|gemel[oa]) (?:\w+ )?(?:le|la|lo|les|los|las|se) (?:pego|pega|pegan|pegaron|golpeo|golpea|empujo|empuja|mordio|muerde|arano|rasguno|jalo|jalonea|avento|aventa|tiro|pateo|patea|dio (?:un|una) (?:golpe|empujon|patada|manazo|mordida))|(?:mis|los|las|sus) (?:hij[oa]s|nin[oa]s|nen[ea]s|chamac[oa]s|hermanos|primos|gemel[oa]s) (?:\w+ )?se (?:pelean|pegan|golpean|empujan|muerden|jalonean|aranan|agarran)|se (?:pelean|pegan|golpean|empujan|muerden) (?:entre (?:ellos|ellas|si)|los dos|las dos|los tres|como hermanos))\b/;
const OWN_INJURY26 =
  /\b(?:se|me) (?:pego|golpeo|cayo|lastimo|tropezo|raspo|torcio|doblo|rompio|quebro|descalabro|abrio) (?:\w+ ){0,5}(?:jugando|en el (?:futbol|partido|entrenamiento|recreo|parque|columpio|trampolin|patio)|con (?:la|el) (?:pelota|balon|bici|bicicleta|patineta|columpio|resbaladilla|mesa|puerta|silla))\b/;
const OWN_TRACKER26 =
  /\b(?:(?:le|les) (?:(?:voy|vamos) a |(?:quiero|queremos|pienso|pensamos) )?(?:poner|puse|pusimos|compre|compramos|regale|regalamos|di|dimos|instale|instalamos|active|activamos) (?:un|una|el|la|su) (?:reloj|relojito|celular|cel|telefono|airtag|localizador|tracker|app|aplicacion|gps)|(?:el|un|una|la) (?:airtag|localizador|tracker|gps|reloj con gps) (?:que|q) (?:le |les )?(?:puse|pusimos|compre|compramos|tengo|tenemos) (?:a|en) (?:la|el|su|sus|mi|mis) (?:maleta|mochila|llaves|bici|bicicleta|carro|perr[oa]|gat[oa]|equipaje|cartera|bolsa))\b/;
const THING_NOT_BACK26 =
  /\b(?:el|la|los|las|su|sus|mi|mis|un|una|unos|unas) (?:libros?|tablet|tableta|chamarra|chaqueta|sueter|ropa|uniformes?|juguetes?|mochila|tenis|zapatos|balon|pelota|bici|bicicleta|cargador|lentes|celular|cel|videojuegos?|control|consola|laptop|computadora|llaves|cobija|peluche|patineta|guitarra)\b(?: (?:de|del|de la) (?:\w+ ){1,2})?(?: \w+){0,4} no (?:lo|la|los|las|me lo|me la|me los|me las|se lo|se la) (?:ha |han |habia |quiere |quiso )?(?:devuelto|devuelve|devolv\w*|regresado|regresa|regreso|traido|trae|trajo|entregado|entrega)\b/;
const STORED26 =
  /\b(?:registrad[oa]s?|con (?:permiso|licencia|papeles)|bajo llave|caja fuerte|sin balas|descargad[oa]s?|(?:para|pa) (?:cazar|la caceria)|de caceria|en el campo de tiro)\b[^.!?]*\b(?:nunca|jamas|no) (?:ha pasado|paso|hemos tenido|ha habido) (?:nada|ningun\w*|problemas?)\b|\b(?:nunca|jamas|no) (?:ha pasado|paso|hemos tenido|ha habido) (?:nada|ningun\w*|problemas?)\b[^.!?]*\b(?:registrad[oa]s?|con (?:permiso|licencia)|bajo llave|caja fuerte|sin balas|descargad[oa]s?)\b/;

/**
 * Session 29: marks whose cause is the child's own activity ("moretones en las rodillas de aprender a andar en bici",
 * "raspones por jugar en el parque"): the pediatric pages on bruises from play and learning to walk, as crisis.ts
 * IDIOM_SHAPES reads "a bruise from learning to walk" in English.
 */
const ACTIVITY29 =
  /\b(?:moretones|moretes|morados?|raspones|raspadas?|chichon\w*|golpes?|marcas|rasgun\w*|cortadas?)\b(?: \w+){0,5} (?:de|por|del|x) (?:aprender a (?:caminar|andar\w*|gatear)|andar en (?:bici|bicicleta|patines|patineta)|jugar|estar jugando|(?:el|la|los) (?:futbol|bici|bicicleta|columpio|columpios|trampolin|resbaladilla|patineta|patines|recreo|parque|entrenamiento|partido))\b/;
/**
 * Session 29: a clinician who saw the child and found nothing wrong ("la pediatra la reviso ... y todo bien", "el
 * doctor dijo que es normal"): an injury explained, as the parent tells it. A frame only: a rule's finding is still
 * the full reply when the layer is sure of danger too (`ruledFramed`).
 */
const CLEARED29 =
  /\b(?:el|la) (?:pediatra|doctor|doctora|medic[oa]|enfermer[oa])\b(?: \w+){0,12} (?:todo (?:esta |salio )?bien|esta bien|estan bien|es normal|son normales|no es nada|nada grave)\b/;

/** Session 26: whether a Spanish message has one of these everyday frames. @public triage.ts and the unit tests. */
export function spanishFrame(text: string): boolean {
  // Read as typed (folded) and as the net reads it: spanish.ts's idioms put "el grande le pego al chiquito" in English.
  if (!readsSpanish(text)) return false;
  const lines = [...plainLines(text, true), ...fold26(text)];
  return lines.some(
    (line) =>
      SIBLINGS26.test(line) ||
      OWN_INJURY26.test(line) ||
      OWN_TRACKER26.test(line) ||
      THING_NOT_BACK26.test(line) ||
      STORED26.test(line) ||
      ACTIVITY29.test(line) ||
      CLEARED29.test(line),
  );
}

/**
 * Session 26: the kinds of a rule's finding an everyday Spanish reading explains whatever the layer's score:
 * a thing not given back (THING_NOT_BACK26) is not a child taken, a weapon kept registered, licensed,
 * unloaded or locked with no incident (STORED26) is not a weapon threatened. triage.ts gives the check
 * instead of the full reply when these explain every kind the rules found.
 * @public triage.ts and the unit tests.
 */
export function spanishExplained(text: string): string[] {
  if (!readsSpanish(text)) return [];
  const lines = plainLines(text, true);
  const kinds: string[] = [];
  if (lines.some((line) => THING_NOT_BACK26.test(line))) kinds.push('child_taken');
  const threat = DANGER_CONCEPTS.find(([name]) => name === 'threat')?.[1];
  if (lines.some((line) => STORED26.test(line)) && !lines.some((line) => !!threat?.test(line))) kinds.push('weapons');
  // Session 27: suicide preparation's acts with an everyday purpose (medicine gathered for the pharmacy, a
  // farewell for a trip, a sitter's instructions) are not one's end, nor another adult's.
  if (preparedEveryday(text)) kinds.push('suicide', 'other_suicide');
  return kinds;
}

/**
 * Session 27 (docs/coach-crisis.md, "Session 27 (issues 25 and 31, helper crisis-es)"): suicide preparation
 * told in Spanish, by the warning signs the 988 Lifeline's and AFSP's Spanish pages list, each a class of
 * act, not a sentence: the means gathered, saved, counted or bought (all the pills together, a gun bought);
 * a farewell letter or message, or one to one's own children with an ending in it ("pa que la lean cuando
 * yo ya no este", "que sepan que no fue su culpa"); a plan with its how and when; being a burden or "no
 * longer bothering anyone"; one's things given away and one's affairs put in order (these two are weaker
 * alone: two signs, or one with words of one's end). Read on the folded Spanish lines, clause by clause (a
 * comma or a stop is two spaces once folded).
 */
/**
 * Session 28: the means told as gathered (saved, hoarded, counted, all of them together, months' worth, how many
 * are enough): NIMH's and the 988 Lifeline's "stockpiling pills" and "looking for a way". A warning sign alone.
 */
const MEANS_GATHERED27 =
  /\b(?:(?:junt|guard|ahorr|acumul)\w*|cont(?:e|o|ado|ada|ados|adas))\b(?: \w+){0,6} (?:(?:tod[oa]s )?(?:las|los|mis|sus) )?(?:pastillas|pildoras|medicinas|medicamentos|calmantes|somniferos|soga|cuerda|veneno)\b|\b(?:tod[oa]s (?:las|los|mis|sus) (?:pastillas|pildoras|medicinas|medicamentos|calmantes)|(?:pastillas|pildoras|medicinas|calmantes) (?:\w+ ){0,4}(?:juntas|guardadas|contadas|ahorradas|escondidas)|(?:pastillas|pildoras|medicinas|calmantes) de (?:\w+ )?(?:meses|semanas)|cuant[oa]s (?:pastillas|pildoras|calmantes) (?:\w+ ){0,3}(?:hacen falta|se necesitan|necesito|son suficientes|alcanzan))\b/;
/**
 * Session 28: the means only got, bought or had ("consegui los calmantes que le recetaron a Sofi", "compre una
 * pistola"): a parent buys a child's medicine every week, so getting a means is a warning sign only beside an
 * intent, a goodbye or a plan in the message (ENDING27, a plan, a burden, one's end said), or a second sign.
 */
const MEANS_GOT27 =
  /\b(?:ya (?:las |los )?(?:tengo|tiene)|(?:compr|consegu)(?:e|i|io|o))\b(?: \w+){0,6} (?:(?:tod[oa]s )?(?:las|los|mis|sus) )?(?:pastillas|pildoras|medicinas|medicamentos|calmantes|somniferos|soga|cuerda|veneno)\b|\b(?:compre|compro|consegui|consiguio|ya tengo|ya tiene)\b(?: \w+){0,3} (?:una |la |mi |su |otra )?(?:pistola|arma|escopeta|rifle)\b/;
/** Either: the shape of preparation (preparedEveryday reads a clause shaped so with an everyday purpose). */
const MEANS27 = new RegExp(`${MEANS_GATHERED27.source}|${MEANS_GOT27.source}`);
const LETTER27 =
  /\b(?:carta|cartas|nota|notas|mensaje|mensajes|video|audio)\b(?: \w+){0,3} (?:de despedida|despidiendo(?:me|se)?)\b|\b(?:carta|cartas|nota|notas|mensaje|mensajes)\b(?: \w+){0,4} (?:a|para|pa) (?:cada (?:uno|una) de )?(?:mis|sus|los|las) (?:hij[oa]s|nin[oa]s|nen[ea]s|chamac[oa]s|familia|herman[oa]s)\b|\b(?:a|para|pa) (?:mis|sus) (?:hij[oa]s|nin[oa]s|nen[ea]s)\b(?: \w+){0,3} (?:una )?(?:carta|cartas|nota|notas|mensaje)\b|\b(?:les|le) (?:escribi|escribio|deje|dejo|mande|mando|grabe|grabo) (?:una |un |unas )?(?:carta|cartas|nota|notas|mensaje|video|audio)\b/;
const ENDING27 =
  /\b(?:(?:cuando|pa que|para que)(?: \w+){0,4} (?:ya no (?:este|estemos|estoy|exista)|no (?:este|estoy)|me (?:vaya|muera|haya ido)|falte)|que sepan|no (?:fue|es) (?:su|tu) culpa|(?:me|lo|la) perdon\w*|lo que voy a hacer|lo que va a hacer|de despedida|despedir(?:me|se)|adios|ya no (?:voy|va) a estar|cuiden? (?:a )?(?:los|las|mis) (?:nin[oa]s|hij[oa]s|nen[ea]s)|(?:es|era|sera|fue|este es|esta es) (?:el|la|su|mi) ultim[oa] (?:vez|dia|noche|fin de semana|semana|navidad|cumpleanos))\b/;
const PLAN27 =
  /\bya (?:pense|penso|se|sabe|tengo pensado|tiene pensado|decidi|decidio|lo decidi|lo tengo decidido)\b(?: el)? (?:como y (?:el )?cuando|cuando y (?:el )?como|como lo voy a hacer|como hacerlo|cuando lo voy a hacer|la fecha)\b/;
const BURDEN27 =
  /\b(?:ya no (?:voy|va|vamos|quiero) a (?:molestar|dar (?:lata|guerra|molestias)|estorbar)(?: (?:a|pa|para) nadie(?: mas)?| mas| nunca(?: mas)?)|(?:pronto )?ya no (?:(?:me|te|le|les|nos|los|las) )?(?:voy|va|vamos|van) a estorbar|(?:ya )?no (?:voy|va) a ser (?:una )?carga|(?:soy|ser|es) (?:una )?carga (?:pa|para) (?:todos|nadie|mis|los|ustedes)|no quiero (?:molestar|ser una carga) (?:a|pa|para) nadie)\b/;
const GIVING27 =
  /\b(?:regal(?:e|o|amos|ando)|done|dono|(?:le|les) (?:deje|dejo))\b (?:(?:toda|todas|todos|todo) )?(?:mi|mis|su|sus) \w+/;
const ORDER27 =
  /\b(?:(?:deje|dejo|tengo|tiene|puse|puso) (?:todo|todas mis cosas|mis cosas|sus cosas|mis papeles|sus papeles|mis cuentas|sus cuentas) (?:en orden|arreglad\w*|listo|list[oa]s)|(?:hice|hizo|firme|firmo|escribi|escribio) (?:mi|su|el) testamento|pa cuando (?:yo )?(?:ya )?no (?:este|estoy)|para cuando (?:yo )?(?:ya )?no (?:este|estoy))\b/;
/**
 * The everyday purposes of these acts (the pharmacies' and the FDA's pages on expired medicine, the family-law
 * pages on a will): medicine gathered to throw away or take to the pharmacy, a farewell for a trip, a move, camp or
 * a school, a caregiver's or a sitter's instructions, a will made with a lawyer, how and when to tell the children,
 * clothes and toys outgrown. A clause with one of them is not preparation.
 */
const PURPOSE27 =
  /\b(?:anticonceptiv\w*|vencid[oa]s|caducad[oa]s|(?:pa|para) (?:tirar\w*|desechar\w*|botar\w*|reciclar\w*|llevar\w* a la farmacia)|a la farmacia|campamento|viaje|vacaciones|se (?:va|van|fue|fueron) de (?:campamento|viaje|vacaciones|excursion)|se (?:muda|mudan|mudo|mudaron|regresa|regresan|regreso|regresaron|cambia|cambian|cambio|cambiaron) (?:de|a|al|pa|para)|nos (?:cambiamos|mudamos|vamos de)|mudanza|cumpleanos|graduacion|jubilacion|maestr[oa]|escuela|kinder|vecin[oa]|ninera|babysitter|guarderia|pediatra|abogad[oa]|notari[oa]|(?:decir|contar|hablar|explicar)(?:les|le)|ya no (?:le|les|me) queda\w*|que ya no usa\w*|viej[oa]s|ya (?:esta|estan) grandes?)\b/;
const clauses27 = (text: string) => plainLines(text, true).flatMap((line) => line.split(/ {2,}/));

/**
 * Session 27: whose suicide preparation a Spanish message tells: 'theirs' when another adult is named before
 * the act (the other parent, a partner), else 'own' (the parent's, or a child's: 988 either way); null when it
 * tells none, or only with an everyday purpose. @public triage.ts (facts `prepared`) and the unit tests.
 */
export function spanishPrepared(text: string): 'own' | 'theirs' | null {
  if (!readsSpanish(text)) return null;
  const whole = clauses27(text).join('  ');
  const ending = ENDING27.test(whole) || OWN_END_MINE.test(whole) || OWN_END_THEIRS.test(whole);
  const intent = ending || PLAN27.test(whole) || BURDEN27.test(whole);
  let strong = 0;
  let weak = 0;
  let theirs = false;
  for (const clause of clauses27(text)) {
    if (PURPOSE27.test(clause) || (PLAY23.test(clause) && !PLAY_EXCUSE.test(clause))) continue;
    const sign =
      MEANS27.exec(clause) ??
      PLAN27.exec(clause) ??
      BURDEN27.exec(clause) ??
      (ending ? LETTER27.exec(clause) : null) ??
      GIVING27.exec(clause) ??
      ORDER27.exec(clause);
    if (!sign) continue;
    // Session 28: a means only got is strong beside an intent, a goodbye or a plan, else a weak sign.
    const means = MEANS_GATHERED27.test(clause) || (intent && MEANS_GOT27.test(clause));
    if (means || PLAN27.test(clause) || BURDEN27.test(clause) || (ending && LETTER27.test(clause))) strong += 1;
    else weak += 1;
    ADULTS.lastIndex = 0;
    if (ADULTS.test(clause.slice(0, sign.index))) theirs = true;
    ADULTS.lastIndex = 0;
  }
  if (strong === 0 && weak < 2 && !(weak === 1 && ending)) return null;
  return theirs ? 'theirs' : 'own';
}

/** Session 27: a clause shaped as preparation whose purpose is everyday (PURPOSE27), and no end named in the message. */
function preparedEveryday(text: string): boolean {
  const all = clauses27(text);
  const whole = all.join('  ');
  if (OWN_END_MINE.test(whole) || OWN_END_THEIRS.test(whole)) return false;
  const shaped = (clause: string) =>
    MEANS27.test(clause) || PLAN27.test(clause) || LETTER27.test(clause) || GIVING27.test(clause) || ORDER27.test(clause);
  return all.some((clause) => shaped(clause) && PURPOSE27.test(clause)) && spanishPrepared(text) === null;
}

/**
 * Session 29 (docs/coach-crisis.md, "Session 29 (helper es-crisis)"): three things a Spanish message tells that the
 * rules did not compose and the layer placed at the check on held-out parts, each a class, not a sentence:
 *
 * - a threat told as reported speech: another person's verb of saying (dijo, dice, grito, mando por whatsapp,
 *   amenazo, juro) and what they said, in the tense reported speech shifts to ("que me iba a cortar en pedacitos",
 *   "que la iba a matar", "que me mataria"), with the one harmed as the object pronoun: me, te or nos for any harm;
 *   la, lo, las or los only with a verb whose object lives (matar, ahorcar, ahogar...: "que lo iba a quemar" may be a
 *   letter). spanish.ts renders the object "me" of "me iba a cortar ... y tirarme al monte" as the parent's own act
 *   ("kill myself"), so the rules read one's own end; here the hotline is added, and with the one threatening's own
 *   end reported beside it ("y que despues se mataba el") and a child named, the kind is the children and oneself.
 *   Not on a line of play, nor a threat hung on a chore or on being late (crisis.ts IDIOM_SHAPES in English);
 * - money as control: permission asked to spend ("tengo que pedirle permiso hasta para comprar toallas"), the
 *   parent's wages taken or paid into the other's account, every peso or receipt accounted for, no access to any
 *   account (economic abuse as the Spanish pages list it: https://mujersonora.com/violencia-contra-mujeres-sonora/violencia-economica-mujer);
 *   not shared costs between parents (half, support, a refund);
 * - fear of going home: not daring to go back, not safe in one's own home, sleeping in the car or at a friend's
 *   because of fear or because he is there (the shelter pages: https://ainoaid.fi/es-es/article/options-for-shelter).
 *
 * Read on the folded Spanish lines (a reported threat outside its denials). triage.ts gives the full reply with the kind's lines
 * (fact `told`) unless the message is a joke, a denial, everyday only or in an everyday frame.
 */
const SAYS29 =
  '(?:dijo|dice|decia|dijeron|dicen|grito|gritaba|grita|escribio|escribe|mando|manda|mandaba|amenazo|amenaza|amenazaba|juro|jura|juraba|aviso|advirtio|repite|repetia)';
const WILL29 = '(?:va|iba|van|iban|vamos|ibamos) a';
const HARM_ANY29 =
  '(?:matar|rajar|quemar|golpear|pegar(?! (?:la|el) (?:gripa|gripe|sol|resfriado|virus|chicle))|ahorcar|ahogar|estrangular|enterrar|desaparecer|apunalar|balear|disparar|destazar|descuartizar|degollar|madrear|partir (?:la|el) (?:cara|madre|boca|cuello)|romper (?:la|el) (?:cara|madre|boca|cuello)|cortar\\w* (?:en (?:pedazos|pedacitos|cachitos|trocitos)|(?:la|el) (?:cara|cuello|garganta))|tirar\\w* (?:al|en el|a la|en la) (?:monte|rio|barranco|canal|mar|presa))';
const HARM_LIVING29 = '(?:matar|ahorcar|ahogar|estrangular|apunalar|balear|degollar|descuartizar|destazar)';
const REPORTED29 = new RegExp(
  `\\b${SAYS29}\\b(?: \\w+){0,5}? (?:que|q) (?:\\w+ ){0,6}?(?:(?:me|te|nos) ${WILL29} (?:\\w+ )?${HARM_ANY29}|(?:la|lo|las|los) ${WILL29} (?:\\w+ )?${HARM_LIVING29}|(?:me|te|nos|la|lo|las|los) (?:mataria|matarian|mataba|ahorcaria|enterraria))\\b`,
);
/** The one threatening's own end reported beside the threat ("y que despues se mataba el"). */
const SELF_TOO29 =
  /\bse (?:mataba|mata|mataria|va a matar|iba a matar|suicidaba|suicidaria|va a suicidar|iba a suicidar|quitaba la vida|va a quitar la vida|iba a quitar la vida)\b/;
/** A threat hung on a chore or on being late: a relative's everyday exaggeration. */
const CHORE29 =
  /\bsi (?:no )?(?:\w+ ){0,2}(?:llego|llegas|llega|llegamos|llegan) tarde\b|\bsi no (?:\w+ ){0,2}(?:limpia|limpias|limpio|lava|lavas|lavo|hace|haces|hago|recoge|recoges|recojo|termina|terminas|termino|come|comes|estudia|estudias|apaga|apagas)\b/;
const MONEY29 =
  /\b(?:pedir(?:le)? permiso (?:\w+ ){0,2}(?:para|pa) (?:comprar|gastar|pagar|sacar dinero|usar (?:el|la|mi) (?:dinero|tarjeta|carro))|(?:cobra|cobraba|deposita|depositan|mete|se queda con|me quita|me quitaba|agarra|se lleva) (?:\w+ ){0,2}(?:mi|todo mi|mis|todos mis) (?:sueldo|cheque|cheques|salario|quincena|pago|paycheck)|(?:explicar(?:le)?|justificar(?:le)?|rendir(?:le)? cuentas de|mostrar(?:le)?|ensenar(?:le)?) (?:\w+ ){0,2}cada (?:peso|dolar|centavo|gasto|recibo|ticket|compra)|(?:no tengo|sin) acceso a (?:ninguna|las|nuestras|mis|la) cuentas?)\b/;
const SHARED_COST29 = /\b(?:la mitad|gastos compartidos|manutencion|pension|reembolso|child support)\b/;
const FEAR_HOME29 =
  /\b(?:no me atrevo a (?:volver|regresar|entrar|llegar)|no (?:estoy|estamos|me siento) segur[oa]s? en (?:la|mi|esa|nuestra) casa|en (?:la|mi) casa no (?:estoy|estamos|me siento) segur[oa]s?|no puedo dormir en mi (?:propia )?casa|(?:duermo|dormimos|dormi|durmiendo|me quedo|nos quedamos|me estoy quedando|nos estamos quedando) (?:\w+ ){0,3}(?:en el carro|en la troca|en el coche|con (?:una|mi|la) (?:amiga|vecina|hermana|prima|mama|tia)|en casa de (?:una|mi|la) \w+)(?: \w+){0,6} (?:porque|por|pq|x) (?:\w+ ){0,3}(?:miedo|no (?:estoy|estamos|me siento) segur[oa]s?|no me atrevo|(?:el|ella) (?:esta|sigue)))\b/;

/** Session 29: whether a Spanish line tells a threat as reported speech (REPORTED29), outside play and chores. */
const reported29 = (line: string) =>
  REPORTED29.test(line) && !CHORE29.test(line) && !(PLAY23.test(line) && !PLAY_EXCUSE.test(line));

/**
 * Session 29: the kind a Spanish message tells by one of these classes (null when none).
 * @public triage.ts (fact `told`) and the unit tests.
 */
export function spanishTold(text: string): 'threats' | 'harm_children_and_self' | 'coercive_control' | 'fear_home' | null {
  if (!readsSpanish(text)) return null;
  // The negations of money and fear are the danger itself ("no tengo acceso", "no me atrevo a volver"): only a
  // reported threat is read outside its denials ("nunca me dijo que me iba a pegar").
  const lines = plainLines(text, true).map((line) => line.replace(SAYINGS, ' ').replace(EVERYDAY23, ' '));
  if (lines.map(outsideDenials).some(reported29)) {
    const whole = lines.join('  ');
    return SELF_TOO29.test(whole) && CHILD.test(whole) ? 'harm_children_and_self' : 'threats';
  }
  if (lines.some((line) => MONEY29.test(line) && !SHARED_COST29.test(line))) return 'coercive_control';
  if (lines.some((line) => FEAR_HOME29.test(line))) return 'fear_home';
  return null;
}
