import { ANGLES_ES } from './writer-angles-es.ts';
import { languageBank } from './writer-bank-load.ts';

// The Spanish banks (tú form), in the format and with the slots of writer-bank-en.ts. {about}
// follows "sobre"; {focus}, {options} and {products} follow a preposition and never take an
// article, so any gender and number reads correctly.
const TEXT = `
@tone engaging-educational
hooks:
  [inquiry] ¿Alguna vez te has preguntado {question}? Veamos cómo pensarlo.
  Hablemos sobre {about}, de forma simple y clara.
  Esta es una forma más inteligente de pensar sobre {about}.
  [practice !habit !money] Casi todo el mundo se equivoca con lo de {focus}, y no es culpa suya.
  [practice] Si alguna vez te has liado con lo de {focus}, este video es para ti.
  [practice] Seguramente estás cometiendo un error con lo de {focus} sin darte cuenta.
  [practice] Dame {runtime} y verás lo de {focus} de otra manera.
  [choice] Antes de elegir entre {options}, mira esto.
  [choice] Elegir entre {options} es más fácil con las preguntas adecuadas.
  [inquiry] Si alguna vez te has preguntado algo sobre {about}, este video es para ti.
  [inquiry] ¿Te da curiosidad saber más sobre {about}? Empecemos por aquí.
promises:
  Te lo explico paso a paso, sin tecnicismos.
  Vamos a verlo de forma que se te quede.
  [practice choice] Quédate: cada punto es algo que puedes usar hoy.
  [inquiry] Quédate: cada punto es una pregunta que vale la pena hacerse antes de creerse una respuesta.
  [practice] Al final sabrás qué importa, qué ignorar y qué hacer primero.
  [choice] Al final sabrás exactamente cómo compararlas.
  [inquiry] Al final sabrás cómo encontrar respuestas en las que puedas confiar.
asides:
  Piénsalo un segundo.
  Ese detalle cambia mucho.
  Simple, pero no fácil.
  Esta es la parte que casi todos los tutoriales se saltan.
  Tiene sentido, ¿verdad?
  Tenlo en cuenta.
  Vale la pena apuntarlo.
recaps:
  Resumen rápido: {points}.
  Repasemos: {points}.
  En resumen: {points}.
closers:
  Ahora tienes una forma clara de pensar sobre el tema.
  [practice] Apréndelo una vez y úsalo durante años.
  [practice] Prueba uno de estos consejos hoy y nota la diferencia.
  [choice] La mejor elección es la que encaja con cómo vives de verdad.
  [inquiry] Mantén la curiosidad y sigue haciendo buenas preguntas.
titles:
  {Title}: lo que de verdad importa
  {Title}, explicado fácil
  {Title}: lo básico que importa
  [practice] {Title}: lo que nadie te cuenta
  [choice] {Title}: cómo elegir
  [inquiry] {Title}: por dónde empezar
descriptions:
  Una mirada breve y clara sobre {about}, en {runtime}.
  [practice] Una explicación clara y sin tecnicismos sobre {about}: por qué importa, los errores que debes evitar y un primer paso para hoy.
  [choice] Cómo comparar {options} sin dejarte llevar por el ruido: qué mirar, qué ignorar y cómo decidir.
  [inquiry] Una forma clara de pensar sobre {about}: las preguntas que vale la pena hacerse y dónde buscar respuestas fiables.
hashtags: aprende educacion consejos sabiasque aprendeentiktok

@tone motivational
hooks:
  La curiosidad es un superpoder, así que usémosla para hablar sobre {about}.
  [practice] Esta es tu señal para tomarte en serio lo de {focus} de una vez.
  [practice !habit !task !money] Estás más cerca de lo que crees de que se te dé bien lo de {focus}.
  [practice] Tu camino con lo de {focus} empieza hoy, no algún día.
  [practice !habit !task !money] Todas las personas a las que se les da bien lo de {focus} fueron principiantes alguna vez.
  [practice] Dentro de un año te alegrarás de haber empezado hoy con lo de {focus}.
  [choice] Deja de darle vueltas a {options}: así se decide.
  [inquiry] Hoy es un buen día para aprender por fin sobre {about}.
  Este es tu empujón para sentir curiosidad sobre {about}.
  [choice] Elegir entre {options} no tiene por qué ser estresante.
  [inquiry] Estás a una buena pregunta de entender mucho más sobre {about}.
promises:
  [!past] En {runtime} tendrás un siguiente paso claro.
  [practice] Déjame enseñarte cómo convertir eso en progreso real, paso a paso.
  [practice] Así es como dejas de pensarlo y empiezas a hacerlo.
  [practice] No necesitas más motivación; necesitas un plan, y aquí está.
  [choice] No necesitas la opción perfecta; necesitas una forma clara de decidir.
  [inquiry] No necesitas ser experto; necesitas las preguntas adecuadas.
asides:
  Tú puedes.
  Progreso, no perfección.
  Todo experto fue principiante alguna vez.
  Los pasos pequeños también te hacen avanzar.
  Tu yo del futuro te lo agradecerá.
  No esperes a la motivación; crea impulso.
  Confía en el proceso.
recaps:
  Recuerda: {points}.
  Este es tu plan de juego: {points}.
  Que no se te olvide: {points}.
closers:
  [!past] Da el primer paso hoy, y sigue caminando.
  [practice] El mejor momento para empezar fue ayer; el siguiente mejor es hoy.
  [practice] No tienes que ser genial para empezar, pero tienes que empezar para ser genial.
  [choice] Decide, comprométete y deja de dudar.
  [inquiry] Sigue haciendo preguntas; así empezó cualquier experto.
titles:
  Deja de esperar: {Title}
  [practice] {Title}: empieza hoy, no algún día
  [practice] {Title}: del bloqueo a la acción
  [choice] {Title}: decide con confianza
  [inquiry] {Title}: por fin con sentido
descriptions:
  [practice] Una guía sin excusas sobre {about}: un paso pequeño hoy y un plan para seguir.
  [practice] ¿Quieres tomarte en serio lo de {focus}? Aquí tienes la mentalidad y los primeros pasos.
  [choice] Deja de dudar entre {options}: una forma clara de comparar y decidir.
  [inquiry] Un empujón para tener curiosidad sobre {about}, y una forma de encontrar respuestas fiables.
hashtags: motivacion mentalidad crecimientopersonal superacion metas

@tone casual-friendly
hooks:
  [inquiry] ¿Te has preguntado alguna vez {question}? Yo también. Vamos allá.
  Bueno, hablemos un momento sobre {about}.
  Ponte un café, que hoy toca hablar sobre {about}.
  [practice] A ver, lo de {focus}. Hablemos de eso.
  [practice] Te lo digo en serio: lo de {focus} es mucho más fácil de lo que parece.
  [practice choice] Oye, una cosita sobre {about} que ojalá me hubieran contado antes.
  [choice] ¿No sabes cuál elegir entre {options}? Yo tampoco. Vamos a arreglarlo.
  [inquiry] ¿Alguna vez te has preguntado algo sobre {about}? Vamos a verlo.
promises:
  Lo haré corto y fácil, prometido.
  [practice choice] Nada complicado, solo cosas que funcionan de verdad.
  [practice] Así lo haría yo si empezara de cero.
  [inquiry] Nada complicado, solo una buena forma de mirarlo.
asides:
  De verdad, así de simple.
  Sin ninguna presión.
  Hazme caso en esta.
  Yo también pasé por ahí.
  Fácil, ¿no?
  En serio, pruébalo.
  Ya verás a qué me refiero.
recaps:
  Bueno, resumen rápido: {points}.
  En pocas palabras: {points}.
  Básicamente: {points}.
closers:
  Y ya está, nada complicado.
  ¿Ves? No era para tanto.
  [practice] Pruébalo y cuéntame qué tal.
  [choice] Elige una y cuéntame por cuál te decidiste.
titles:
  Hablemos sobre {about}
  [practice] {Title}, la forma fácil
  [practice] {Title}: lo que ojalá hubiera sabido
  [inquiry] {Title}: vamos a verlo
descriptions:
  [practice choice] Una charla relajada y sincera sobre {about}, con consejos sencillos que de verdad puedes usar.
  [practice] Hablemos de {focus}: consejos fáciles, sin presión.
  [inquiry] Una charla relajada y sincera sobre {about}, y cómo averiguarlo por tu cuenta.
hashtags: consejos trucos vidareal diaadia tips

@tone professional
hooks:
  Una forma estructurada de pensar sobre {about}.
  [practice] Si tienes lo de {focus} en tu agenda, estos son los puntos que importan.
  [practice] Un enfoque estructurado para {focus}, en {runtime}.
  [practice] Las claves para {focus}, sin ruido.
  [choice] Una forma estructurada de comparar {options}, en {runtime}.
  [inquiry] Antes de formarte una opinión sobre {about}, conviene saber cómo evaluar lo que oyes.
  [choice] Los criterios que importan al elegir entre {options}.
  [inquiry] Cómo evaluar lo que se dice sobre {about}, en {runtime}.
  [choice inquiry] Un método práctico para pensar sobre {about}, sin ruido.
promises:
  [!past] El objetivo es un marco que puedas aplicar de inmediato.
  [practice] Veremos por qué importa, los errores habituales y un primer paso aplicable.
  [practice] Cada punto es práctico y se puede implementar esta semana.
  [choice] Veremos los criterios, los pros y los contras y cómo decidir.
  [inquiry] Veremos qué preguntar, dónde buscar y cómo valorar lo que encuentres.
asides:
  Los resultados dependen de la ejecución, no de la intención.
  La claridad va antes que la eficiencia.
  Mide antes de optimizar.
  La constancia marca la diferencia.
  Documenta lo que funciona y repítelo.
  Mantén el proceso simple y repetible.
recaps:
  En resumen: {points}.
  Para resumir: {points}.
  Las conclusiones clave: {points}.
closers:
  [practice] Aplica uno de estos puntos esta semana y revisa el resultado.
  [practice] Un enfoque estructurado convierte lo de {focus} en un proceso, no solo en un objetivo.
  [practice] Las mejoras pequeñas y medidas dan resultados fiables.
  [choice] Define primero los criterios, y la decisión se vuelve sencilla.
  [inquiry] Las buenas preguntas y las fuentes fiables son la base de un buen criterio.
titles:
  {Title}: un marco práctico
  [practice] {Title}: principios clave y errores habituales
  [practice] {Title}: lo que de verdad funciona
  [choice] {Title}: cómo decidir
  [inquiry] {Title}: cómo evaluarlo
descriptions:
  [practice] Una visión concisa y práctica sobre {about}: principios clave, errores habituales y un primer paso aplicable.
  [practice] Un enfoque estructurado para {focus} que puedes implementar esta semana.
  [choice] Una forma estructurada de comparar {options}: criterios, pros y contras y una decisión clara.
  [inquiry] Una forma estructurada de pensar sobre {about}: qué preguntar y cómo valorar las respuestas.
hashtags: consejosprofesionales estrategia productividad conocimiento desarrolloprofesional

@tone funny-entertaining
hooks:
  [!past] Aviso: este video sobre {about} puede provocar productividad repentina.
  [practice] Hablemos sobre {about}, y de cómo fracasé para que tú no tengas que hacerlo.
  [practice] POV: acabas de decidir tomarte en serio lo de {focus}.
  [practice] Probé lo de {focus} para que tú no tengas que hacerlo. Bueno, sí tienes que hacerlo. Pero mejor.
  [practice] Yo, a las tres semanas con lo de {focus}: un desastre. Yo ahora: un desastre un poco más pequeño.
  [choice] Pasé demasiado tiempo eligiendo entre {options}, para que tú no tengas que hacerlo.
  [inquiry] Me metí en una madriguera de conejo sobre {about}, y te llevo conmigo.
  Déjame contarte algo sobre {about}, con una cantidad moderada de caos.
  [choice] Comparar {options}: un viaje en tres etapas de confusión.
  [inquiry] Hice demasiadas preguntas sobre {about} para que tú no tengas que hacerlo.
promises:
  Quédate: hay lecciones y hay errores. Sobre todo errores.
  Abróchate el cinturón, esto va a ser educativo. Sin querer.
  [practice choice] Yo cometí los errores, tú te llevas los atajos.
asides:
  No preguntes cómo lo sé.
  Sí, lo aprendí por las malas.
  A mi yo del pasado le da vergüenza ajena.
  Diez de diez, lo recomiendo.
  Ojalá estuviera bromeando.
  Es gracioso porque es verdad.
  Ciencia. Probablemente.
recaps:
  Resumen de mi caos: {points}.
  Lecciones de mis desastres: {points}.
  Versión corta: {points}.
closers:
  Adelante, y con menos caos que yo.
  [practice choice] Y así es como evitas convertirte en un ejemplo de lo que no hay que hacer.
  [practice] Si yo pude, de verdad, cualquiera puede.
  [inquiry] Sigue con la curiosidad, y quizá con un poco menos de caos que yo.
titles:
  {Title}: una comedia de errores
  {Title} (¿qué podría salir mal?)
  {Title}, pero en divertido
descriptions:
  [practice choice] Una mirada divertida y honesta sobre {about}, con consejos reales escondidos entre los errores.
  [practice] Todo lo que hice mal con lo de {focus}, para que tú lo hagas bien.
  [inquiry] Una mirada divertida y honesta sobre {about}, y cómo distinguir las buenas respuestas de las malas.
hashtags: humor comedia risas fails gracioso

@platform tiktok
ctas:
  Sígueme para más sobre {about}, y dime en comentarios qué opinas.
  [practice] Deja en comentarios tu mayor duda sobre {about} y sígueme para más.
  [practice] Sígueme para más, y dime en comentarios qué consejo vas a probar primero.
brief:
  Sígueme para más.
  Sígueme para más como esto.
  Guárdalo y sígueme para más.
  Sígueme y envíaselo a quien lo necesite.
tags: parati fyp

@platform youtube
ctas:
  Si te ha servido, suscríbete para más videos como este y deja un comentario con tu mayor duda sobre {about}.
  Dale a me gusta si aprendiste algo y suscríbete para no perderte el próximo.
brief:
  Suscríbete para más.
  Suscríbete para más videos como este.
  Dale like, suscríbete y déjame tu pregunta abajo.
tags: youtube

@platform instagram
ctas:
  Guarda este reel para tenerlo a mano y compártelo con alguien a quien le pueda servir.
  Guárdalo para después y sígueme para más como esto.
brief:
  Guárdalo para después.
  Guárdalo y sígueme para más.
  Guárdalo y compártelo con quien lo necesite.
tags: reels instagram

@platform facebook
ctas:
  Si te resultó útil, compártelo con alguien y sigue la página para más.
  Comparte esto con alguien a quien le pueda servir y cuéntanos en comentarios qué opinas.
  [practice] Comparte esto con alguien a quien le pueda servir y cuéntanos en comentarios cómo te va con lo de {focus}.
brief:
  Sigue la página para más.
  Compártelo con quien lo necesite.
  Sigue la página y compártelo con un amigo.
tags: facebookreels

@platform all
ctas:
  Sígueme para más sobre {about} y comparte esto con quien lo necesite.
  Si te sirvió, sígueme y pásaselo a alguien.
brief:
  Sígueme para más.
  Sígueme para más como esto.
  Sígueme y compártelo con quien lo necesite.
tags: creadordecontenido

@common
sectionOpeners:
  [practice] Ahora veamos qué pasa con lo de {focus} {context}.
  [practice] Cambiemos de ángulo: {focus} {context}.
  [practice] Otra situación distinta: {focus} {context}.
contexts:
  cuando vas justo de tiempo
  con un presupuesto ajustado
  durante tu primer mes
  cuando baja la motivación
  cuando lo básico ya te resulta fácil
  cuando ayudas a otra persona a empezar
  cuando la vida se complica
  a largo plazo
  después de un tropiezo
  cuando te llegan consejos contradictorios
minutes: diez quince veinte
days: catorce veintiún treinta

@notes
listIntros:
  Aquí van {count}: {listPhrase}.
  {Count} en total: {listPhrase}, uno por uno.
pointIntros:
  Aquí lo tienes en {count} puntos.
  {Count} puntos, uno por uno.
points:
  Número {n}: {point}
  Punto {n}: {point}
mentions:
  Una mención rápida: {mention}.
  Y una cosa más: {mention}.
recaps:
  Y esos son los {count}.
  Ya tienes los {count}.

@notices
model: Un modelo de lenguaje conectado escribe guiones sobre el tema en sí.
fromNotes: Este guion está hecho a partir de tus notas.
noFacts: Este guion no afirma ningún dato sobre el tema, solo preguntas y pistas generales, porque el escritor integrado no tuvo fuentes: revísalo antes de publicar, o añade los datos que conozcas en Instrucciones adicionales, uno por línea, para construir el guion con ellos.
listNeedsNotes: El escritor integrado no puede inventar la lista ({count} {noun}): escríbela en Instrucciones adicionales, un punto por línea, y construirá el guion con ella.
unfollowed: No pudo seguir: {items}.
language: El escritor integrado solo escribe en inglés y español.
languageNotes: El escritor integrado solo escribe en inglés y español, así que este guion son tus notas tal como las escribiste.
items: puntos
repeats: Un guion tan largo del escritor integrado repite los mismos puntos.
notesCut: Solo caben tus primeras {kept} de {count} notas en {seconds} s; elige una duración mayor para conservar el resto.
notesShort: Tus notas ocupan unos {spoken} s de los {seconds} s pedidos: añade notas o elige una duración menor.
`;

const ONES = ('cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis ' +
  'diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis ' +
  'veintisiete veintiocho veintinueve').split(' ');
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
/** 0..99 in words, digits above. */
const number = (n: number): string => {
  if (n < 30) return ONES[n] ?? String(n);
  if (n >= 100) return String(n);
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 ? `${tens} y ${ONES[n % 10]}` : tens;
};
/** Before a masculine noun: "veintiún minutos", "treinta y un minutos". */
const beforeNoun = (n: number) => number(n).replace(/^veintiuno$/, 'veintiún').replace(/ y uno$/, ' y un');

export const BANK_ES = languageBank(TEXT, ANGLES_ES, {
  quotes: ['«', '»'],
  number,
  runtime(seconds) {
    if (seconds < 60) return `${beforeNoun(seconds)} segundos`;
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? 'un minuto' : `${beforeNoun(minutes)} minutos`;
  },
  list(items) {
    if (items.length <= 1) return items.join('');
    const last = items.at(-1) ?? '';
    // "y" becomes "e" before an /i/ sound ("e ideas"), but not before "hie-" ("y hierro").
    const and = /^(?:i|hi)(?![aeiouáéíóú])/i.test(last) ? 'e' : 'y';
    return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
  },
  singular(noun) {
    if (/[^aeiouáéíóú]es$/.test(noun) && !/[^aeiou][^aeiou]es$/.test(noun)) return noun.slice(0, -2);
    return noun.replace(/s$/, '');
  },
  polish(text) {
    return text
      .replace(/(?<!\p{L})([Dd])e el(?!\p{L})/gu, '$1el')
      .replace(/(?<!\p{L})([Aa]) el(?!\p{L})/gu, (_m, a: string) => (a === 'A' ? 'Al' : 'al'));
  },
});
