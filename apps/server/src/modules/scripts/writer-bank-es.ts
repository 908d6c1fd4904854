import type { Tone } from '@reelforge/contracts';
import { ANGLES_ES } from './writer-angles-es.ts';
import type { LanguageBank, ToneBank } from './writer-bank.ts';

const TONES_ES: Record<Tone, ToneBank> = {
  'engaging-educational': {
    hooks: [
      'Esto es lo que nadie te cuenta sobre {topic}.',
      'Casi todo el mundo se equivoca con {focus}, y no es culpa suya.',
      'Dame {runtime} y sabrás más sobre {focus} que la mayoría.',
      'Si alguna vez te has liado con {focus}, este video es para ti.',
      'Vamos a desmenuzar {topic}, de forma simple y clara.',
      'Seguramente estás cometiendo al menos uno de estos errores con {focus}.',
    ],
    promises: [
      'Al final sabrás qué importa, qué ignorar y qué hacer primero.',
      'Te lo explico paso a paso, sin tecnicismos.',
      'Vamos a verlo de forma que se te quede.',
      'Quédate, porque el último punto es el que casi todos pasan por alto.',
    ],
    transitions: [
      'Punto {n}.',
      'Siguiente.',
      'Aquí va la siguiente pieza del puzle.',
      'Ahora, esto es importante.',
      'Sigamos a partir de ahí.',
      'Lo siguiente sorprende a mucha gente.',
      'Aquí se pone interesante.',
      'Vale, seguimos.',
    ],
    asides: [
      'Piénsalo un segundo.',
      'Ese detalle cambia mucho.',
      'Simple, pero no fácil.',
      'Esta es la parte que casi todos los tutoriales se saltan.',
      'Tiene sentido, ¿verdad?',
      'Tenlo en cuenta.',
      'Vale la pena apuntarlo.',
    ],
    recaps: ['Resumen rápido: {points}.', 'Repasemos: {points}.', 'En resumen: {points}.'],
    closers: [
      'Ahora sabes más sobre {focus} que la mayoría.',
      'Apréndelo una vez y úsalo durante años.',
      'Prueba uno de estos consejos hoy y nota la diferencia.',
    ],
    titles: ['{Title}: lo que nadie te cuenta', '{Title}, explicado fácil', '{Title}: lo básico que de verdad importa', 'Entender {topic}'],
    descriptions: [
      'Una explicación clara y sin tecnicismos sobre {topic}: por qué importa, los errores que debes evitar y un primer paso para hoy.',
      'Todo lo que necesitas saber sobre {focus}, explicado de forma sencilla en {runtime}.',
    ],
    hashtags: ['aprende', 'educacion', 'consejos', 'sabiasque', 'aprendeentiktok'],
  },
  motivational: {
    hooks: [
      'Esta es tu señal para tomarte en serio {focus} de una vez.',
      'Estás más cerca de dominar {focus} de lo que crees.',
      'Si ahora mismo lo de {focus} te parece imposible, escucha esto.',
      'Tu camino con {focus} empieza hoy, no algún día.',
      'Todas las personas que dominan {focus} fueron principiantes alguna vez.',
      'Dentro de un año desearás haber empezado hoy con {focus}.',
    ],
    promises: [
      'Déjame enseñarte cómo convertir eso en progreso real, paso a paso.',
      'Así es como dejas de pensarlo y empiezas a hacerlo.',
      'No necesitas más motivación; necesitas un plan, y aquí está.',
      'En {runtime} tendrás un plan que puedes empezar hoy mismo.',
    ],
    transitions: [
      'Paso {n}.',
      'Aquí va el siguiente paso.',
      'Ahora escucha bien.',
      'Esto lo cambia todo.',
      'Sigue así, lo estás haciendo genial.',
      'Lo siguiente, y aquí es donde casi todos abandonan.',
      'Vamos más allá.',
    ],
    asides: [
      'Tú puedes.',
      'Progreso, no perfección.',
      'Todo experto fue principiante alguna vez.',
      'Los pasos pequeños también te hacen avanzar.',
      'La disciplina es recordar lo que quieres.',
      'Tu yo del futuro te lo agradecerá.',
      'No esperes a la motivación; crea impulso.',
      'Confía en el proceso.',
    ],
    recaps: ['Recuerda: {points}.', 'Este es tu plan de juego: {points}.', 'Que no se te olvide: {points}.'],
    closers: [
      'El mejor momento para empezar fue ayer; el siguiente mejor es hoy.',
      'No tienes que ser genial para empezar, pero tienes que empezar para ser genial.',
      'Da el primer paso hoy, y sigue caminando.',
    ],
    titles: ['{Title}: empieza hoy, no algún día', 'Tu camino con {focus} empieza ahora', '{Title}: del bloqueo a la acción', 'Deja de esperar: {Title}'],
    descriptions: [
      'Una guía sin excusas sobre {topic}: un paso pequeño hoy y un plan para seguir.',
      '¿Quieres tomarte en serio {focus}? Aquí tienes la mentalidad y los primeros pasos.',
    ],
    hashtags: ['motivacion', 'mentalidad', 'crecimientopersonal', 'superacion', 'metas'],
  },
  'casual-friendly': {
    hooks: [
      'Bueno, hablemos un momento de {topic}.',
      'A ver, {focus}. Hablemos de eso.',
      'Te lo digo en serio: lo de {focus} es mucho más fácil de lo que parece.',
      'Oye, una cosita sobre {focus} que ojalá me hubieran contado antes.',
      'Ponte un café, que hoy toca hablar de {topic}.',
    ],
    promises: ['Lo haré corto y fácil, prometido.', 'Nada complicado, solo cosas que funcionan de verdad.', 'Así lo haría yo si empezara de cero.'],
    transitions: ['Vale, lo siguiente.', 'Ah, y esto.', 'Mira, la cosa es esta.', 'Venga, seguimos.', 'Otra que me encanta.', 'Esta es buenísima.'],
    asides: [
      'De verdad, así de simple.',
      'Sin ninguna presión.',
      'Hazme caso en esta.',
      'Yo también pasé por ahí.',
      'Fácil, ¿no?',
      'En serio, pruébalo.',
      'Ya verás a qué me refiero.',
    ],
    recaps: ['Bueno, resumen rápido: {points}.', 'En pocas palabras: {points}.', 'Básicamente: {points}.'],
    closers: ['Y ya está, nada complicado.', 'Pruébalo y cuéntame qué tal.', '¿Ves? No era para tanto.'],
    titles: ['Hablemos de {topic}', '{Title}, la forma fácil', '{Title}: lo que ojalá hubiera sabido', 'Guía relajada sobre {topic}'],
    descriptions: [
      'Una charla relajada y sincera sobre {topic}, con consejos sencillos que de verdad puedes usar.',
      'Hablemos de {focus}: consejos fáciles, sin presión.',
    ],
    hashtags: ['consejos', 'trucos', 'vidareal', 'diaadia', 'tips'],
  },
  professional: {
    hooks: [
      'Una visión clara y práctica sobre {topic}.',
      'Si tienes {focus} en tu agenda, estos son los puntos que importan.',
      'Un enfoque estructurado para {focus}, en {runtime}.',
      'Las claves de {focus}, sin ruido.',
      'Lo que la experiencia enseña sobre {topic}, en términos prácticos.',
    ],
    promises: [
      'Veremos por qué importa, los errores habituales y un primer paso aplicable.',
      'El objetivo es un marco que puedas aplicar de inmediato.',
      'Cada punto es práctico y se puede implementar esta semana.',
    ],
    transitions: ['El siguiente punto.', 'Punto {n}.', 'Continuamos.', 'Una consideración relacionada.', 'Igual de importante.', 'A partir de ahí.'],
    asides: [
      'Los resultados dependen de la ejecución, no de la intención.',
      'La claridad va antes que la eficiencia.',
      'Mide antes de optimizar.',
      'La constancia marca la diferencia.',
      'Documenta lo que funciona y repítelo.',
      'Mantén el proceso simple y repetible.',
    ],
    recaps: ['En resumen: {points}.', 'Para resumir: {points}.', 'Las conclusiones clave: {points}.'],
    closers: [
      'Aplica uno de estos puntos esta semana y revisa el resultado.',
      'Un enfoque estructurado convierte {focus} en un proceso, no solo en un objetivo.',
      'Las mejoras pequeñas y medidas dan resultados fiables.',
    ],
    titles: ['{Title}: un marco práctico', '{Title}: principios clave y errores habituales', 'Guía estructurada sobre {topic}', '{Title}: lo que de verdad funciona'],
    descriptions: [
      'Una visión concisa y práctica sobre {topic}: principios clave, errores habituales y un primer paso aplicable.',
      'Un enfoque estructurado sobre {focus} que puedes implementar esta semana.',
    ],
    hashtags: ['consejosprofesionales', 'estrategia', 'productividad', 'conocimiento', 'desarrolloprofesional'],
  },
  'funny-entertaining': {
    hooks: [
      'Hablemos de {topic}, y de cómo fracasé para que tú no tengas que hacerlo.',
      'POV: acabas de decidir tomarte en serio {focus}.',
      'Aviso: este video sobre {focus} puede provocar productividad repentina.',
      'Probé {focus} para que tú no tengas que hacerlo. Bueno, sí tienes que hacerlo. Pero mejor.',
      'Yo, a las tres semanas con {focus}: un desastre. Yo ahora: un desastre un poco más pequeño.',
    ],
    promises: [
      'Quédate: hay lecciones y hay errores. Sobre todo errores.',
      'Yo cometí los errores, tú te llevas los atajos.',
      'Abróchate el cinturón, esto va a ser educativo. Sin querer.',
    ],
    transitions: [
      'Giro de guion número {n}.',
      'Vale, siguiente ronda de caos.',
      'Y ahora, mi siguiente truco.',
      'Aquí es donde se pone ridículo.',
      'Siguiente lección, aprendida por las malas.',
      'Sigamos antes de que haga más el ridículo.',
    ],
    asides: [
      'No preguntes cómo lo sé.',
      'Sí, lo aprendí por las malas.',
      'A mi yo del pasado le da vergüenza ajena.',
      'Diez de diez, lo recomiendo.',
      'Ojalá estuviera bromeando.',
      'Es gracioso porque es verdad.',
      'Ciencia. Probablemente.',
    ],
    recaps: ['Resumen de mi caos: {points}.', 'Lecciones de mis desastres: {points}.', 'Versión corta: {points}.'],
    closers: [
      'Y así es como evitas convertirte en un ejemplo de lo que no hay que hacer.',
      'Si yo pude, de verdad, cualquiera puede.',
      'Adelante, y con menos caos que yo.',
    ],
    titles: ['Probé {focus} para que tú no tengas que hacerlo', '{Title}: una comedia de errores', '{Title} (¿qué podría salir mal?)', '{Title}, pero en divertido'],
    descriptions: [
      'Una mirada divertida y honesta sobre {topic}, con consejos reales escondidos entre los errores.',
      'Todo lo que hice mal con {focus}, para que tú lo hagas bien.',
    ],
    hashtags: ['humor', 'comedia', 'risas', 'fails', 'gracioso'],
  },
};

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

export const BANK_ES: LanguageBank = {
  tones: TONES_ES,
  angles: ANGLES_ES,
  ctas: {
    tiktok: [
      'Sígueme para más sobre {focus}, y dime en comentarios qué consejo vas a probar primero.',
      'Deja en comentarios tu mayor duda sobre {focus} y sígueme para más.',
    ],
    youtube: [
      'Si te ha servido, suscríbete para más videos como este y deja un comentario con tu mayor duda sobre {focus}.',
      'Dale a me gusta si aprendiste algo y suscríbete para no perderte el próximo.',
    ],
    instagram: [
      'Guarda este reel para tenerlo a mano y compártelo con alguien a quien le pueda servir.',
      'Guárdalo para después y sígueme para más consejos como estos.',
    ],
    facebook: [
      'Comparte esto con alguien a quien le pueda servir y cuéntanos en comentarios cómo te va con {focus}.',
      'Si te resultó útil, compártelo con alguien y sigue la página para más.',
    ],
    all: ['Sígueme para más sobre {focus} y comparte esto con quien lo necesite.', 'Si te sirvió, sígueme y pásaselo a alguien.'],
  },
  platformTags: {
    tiktok: ['parati', 'fyp'],
    youtube: ['youtube'],
    instagram: ['reels', 'instagram'],
    facebook: ['facebookreels'],
    all: ['creadordecontenido'],
  },
  sectionOpeners: [
    'Ahora veamos qué pasa con {focus} {context}.',
    'Cambiemos de ángulo: {focus} {context}.',
    'Pasemos a otro escenario: {focus} {context}.',
    'Otra situación distinta: {focus} {context}.',
  ],
  contexts: [
    'cuando vas justo de tiempo',
    'con un presupuesto ajustado',
    'durante tu primer mes',
    'cuando baja la motivación',
    'cuando lo básico ya te resulta fácil',
    'cuando ayudas a otra persona a empezar',
    'cuando la vida se complica',
    'a largo plazo',
    'después de un tropiezo',
    'cuando te llegan consejos contradictorios',
  ],
  minutes: ['diez', 'quince', 'veinte'],
  days: ['catorce', 'veintiún', 'treinta'],
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
  polish(text) {
    return text
      .replace(/(?<!\p{L})([Dd])e el(?!\p{L})/gu, '$1el')
      .replace(/(?<!\p{L})([Aa]) el(?!\p{L})/gu, (_m, a: string) => (a === 'A' ? 'Al' : 'al'));
  },
};
