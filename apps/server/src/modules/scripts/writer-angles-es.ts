import type { Angle } from './writer-bank.ts';

/**
 * The points a Spanish script is made of (tú form). The topic is never the subject of a verb and
 * never takes an adjective, so masculine, feminine and plural topics all read correctly.
 */
export const ANGLES_ES: Angle[] = [
  {
    id: 'mistake',
    group: 1,
    label: 'el error que debes evitar',
    variants: [
      [
        'El error más común con {focus} es querer cambiarlo todo de golpe.',
        'La solución es aburrida pero funciona: elige una sola parte, hazla bien y solo después añade la siguiente.',
        'Cambiarlo todo parece productivo durante una semana; luego la vida se complica y el plan entero se viene abajo.',
        'Y como se vino abajo, mucha gente decide que esto simplemente no es para ella.',
        'Aquí el progreso viene de la repetición, no de la intensidad.',
      ],
      [
        'Un error que veo todo el tiempo con {focus} es copiar la rutina de otra persona al pie de la letra.',
        'Toma los principios, no el plan exacto, y ajusta los detalles hasta que encajen en tu vida.',
        'Esa rutina se hizo para otro horario, otro presupuesto y otro punto de partida.',
        'Por eso se siente forzada, y uno acaba pensando que el problema es uno mismo.',
        'Un plan que puedes seguir vale más que un plan perfecto que abandonas.',
      ],
      [
        'Otra trampa con {focus} es esperar el momento perfecto.',
        'El momento perfecto aparece después de empezar, no antes.',
        'Cada semana que pasas preparándote es una semana de aprendizaje que no tuviste.',
        'Empieza con una versión imperfecta, aprende de ella y mejora la siguiente.',
      ],
    ],
  },
  {
    id: 'myth',
    group: 1,
    label: 'el mito que debes olvidar',
    variants: [
      [
        'Derribemos un mito: no hace falta talento para {focus}.',
        'Lo que hace falta es repetición, comentarios sinceros y un poco de paciencia.',
        'Lo que parece talento suele ser años de práctica que nadie vio.',
        'Así que si sientes que llegas tarde, no es un veredicto: es simplemente tu punto de partida.',
      ],
      [
        'Hay un mito sobre {focus} que tiene que desaparecer: que más siempre es mejor, porque no lo es.',
        'Pasado cierto punto, el esfuerzo extra solo suma cansancio y te acerca a abandonar.',
        'Quienes mejoran más rápido hacen la cantidad justa y descansan bien.',
        'Primero calidad, luego volumen, y solo el volumen que puedas mantener.',
      ],
      [
        'Otro mito: que hace falta mucho dinero para {focus}. De verdad que no.',
        'Casi todo lo que importa cuesta tiempo y atención, no dinero.',
        'Empieza con lo que ya tienes y gasta solo para resolver un problema que de verdad te hayas encontrado.',
        'Comprar equipo se siente como avanzar, pero no es lo mismo.',
      ],
    ],
  },
  {
    id: 'why',
    group: 1,
    label: 'por qué importa',
    variants: [
      [
        'Empecemos por el porqué: con {focus}, los pequeños cambios se acumulan con el tiempo.',
        'Lo que el primer día parece poca cosa, unos meses después es enorme.',
        'Mucha gente solo se da cuenta después de perder tiempo haciéndolo por las malas.',
        'Así que antes de cualquier táctica, ten clara tu propia razón para interesarte por {topic}.',
        'Una razón clara vale más que un plan ingenioso, porque es lo que te sostiene en los días aburridos.',
      ],
      [
        'Hay una buena razón para hacerle un hueco a {focus} en tu semana: afecta a más partes de tu vida de lo que parece.',
        'Tu tiempo, tu energía y la confianza con la que afrontas todo lo demás.',
        'Quien se lo toma en serio desde el principio suele seguir mejorando, mientras los demás se estancan.',
        "Prueba esto: completa la frase 'me importa porque...' y deja tu respuesta donde la veas.",
        'Cuando el porqué está claro, el cómo se vuelve mucho más fácil.',
      ],
    ],
  },
  {
    id: 'step',
    group: 2,
    label: 'un primer paso concreto',
    variants: [
      [
        'Un primer paso concreto: reserva {minutes} minutos esta semana para {topic} y protege ese tiempo como si fuera una reunión.',
        'Nada de investigar sin fin ni de comprar equipo: solo la primera acción real.',
        'Cuando se acabe el tiempo, anota una cosa que funcionó y otra que no.',
        'Ese pequeño ciclo de hacer y revisar es como empezó cualquier experto.',
        'Repítelo la semana que viene y ya irás por delante de la mayoría.',
      ],
      [
        'Tómate {minutes} minutos hoy y escribe exactamente en qué punto estás con {focus}.',
        'Hazlo con detalle, porque un punto de partida vago lleva a un plan vago.',
        'Luego elige la acción más pequeña que te haga avanzar, algo que puedas terminar hoy.',
        'Hazla antes de que acabe el día, aunque parezca demasiado fácil.',
        'El impulso nace de una acción terminada, no de una estrategia perfecta.',
      ],
      [
        'Prueba esto esta noche: apunta tres tareas concretas relacionadas con {focus} y marca la más fácil.',
        'Esa tarea fácil es el trabajo de mañana.',
        'Las victorias fáciles le enseñan a tu cerebro que esto es algo que haces, y esa identidad es lo que perdura.',
        'Las tareas difíciles tendrán su turno cuando el hábito esté en marcha.',
      ],
    ],
  },
  {
    id: 'quickwin',
    group: 2,
    label: 'una victoria rápida para hoy',
    variants: [
      [
        'Una victoria rápida con {focus}: deja todo listo la noche anterior, para que empezar te lleve segundos y no minutos.',
        'Casi toda la fricción está en empezar, así que baja esa barrera todo lo que puedas.',
        'Parece demasiado simple, y justo por eso funciona.',
      ],
      [
        'Victoria rápida: ten a la vista un recordatorio de {focus}.',
        'Pon una nota, una herramienta o un aviso donde lo veas sin pensar.',
        'Lo que está a la vista está en tu cabeza, y lo que está en tu cabeza se hace.',
        'No cuesta nada y se prepara en dos minutos.',
      ],
    ],
  },
  {
    id: 'habit',
    group: 2,
    label: 'crear el hábito',
    variants: [
      [
        'El verdadero secreto de {focus} es la constancia, así que ata la práctica a algo que ya haces cada día.',
        'Después del café de la mañana, después de comer, justo al salir del trabajo: elige un ancla que ya exista.',
        'Un hábito nuevo se pega mucho mejor cuando va montado sobre uno viejo.',
        'Y los días malos, haz la versión más pequeña posible en lugar de saltarte la práctica.',
        'Mantener la racha importa más que cualquier sesión concreta.',
      ],
      [
        'Piensa en {focus} como un hábito, no como un proyecto: los proyectos terminan, los hábitos se acumulan.',
        'Ponte un mínimo tan pequeño que puedas cumplirlo hasta en tu peor día, como cinco minutos.',
        'Todo lo demás es un extra, y te sorprenderá cuántas veces llega ese extra.',
      ],
    ],
  },
  {
    id: 'time',
    group: 2,
    label: 'encontrar el tiempo',
    variants: [
      [
        '¿No tienes tiempo para {focus}? Necesitas menos del que crees: {minutes} minutos de concentración al día suman horas cada mes.',
        'Busca los huecos que ya tienes, como un trayecto, la pausa de la comida o la media hora antes de dormir.',
        'Poco y a menudo gana a mucho y de vez en cuando, siempre.',
      ],
      [
        'Si tu semana va llena, reserva tiempo para {focus} como lo reservas para cualquier cosa importante: con hora y lugar.',
        'Las intenciones sin hora se quedan en intenciones.',
        'Ponlo en el calendario, trátalo como fijo y muévelo en vez de borrarlo cuando surja algo.',
      ],
    ],
  },
  {
    id: 'tools',
    group: 2,
    label: 'mantener tus herramientas simples',
    variants: [
      [
        'En cuanto a herramientas para {focus}, necesitas menos de las que crees.',
        'Una forma sencilla de planificar, una de medir y el equipo básico que la tarea de verdad exige.',
        'Cada aplicación o aparato extra es una cosa más que gestionar.',
        'Empieza ligero y añade una herramienta solo cuando sepas qué problema exacto resuelve.',
      ],
      [
        'Para {focus}, una configuración simple gana a una sofisticada: una libreta o una app de notas, un calendario y un temporizador cubren casi todo.',
        'Usa el temporizador para trabajar en bloques cortos y concentrados, y el calendario para que esos bloques sean reales.',
        'Los sistemas sofisticados son divertidos de montar, pero los sencillos son los que se usan.',
      ],
    ],
  },
  {
    id: 'example',
    group: 3,
    label: 'un ejemplo real',
    variants: [
      [
        'Imagina a dos personas que se ponen con {focus} el mismo día.',
        'La primera lo da todo, con un gran plan, herramientas nuevas y un horario estricto.',
        'La segunda se compromete con una versión diminuta diaria y simplemente se niega a saltársela.',
        'Tres meses después, ¿adivina quién sigue? La segunda, casi siempre, porque su plan sobrevivió a la vida real.',
      ],
      [
        'Así funciona en la práctica con {focus}: en lugar de una gran revolución, cambia una cosa pequeña cada semana.',
        'La primera semana, un solo hábito; la segunda, añades otro; la tercera, arreglas lo que resultó incómodo.',
        'Ninguna de esas semanas impresiona por sí sola.',
        'Junta doce y la diferencia será evidente para todos a tu alrededor.',
      ],
    ],
  },
  {
    id: 'measure',
    group: 3,
    label: 'medir tu progreso',
    variants: [
      [
        'No puedes mejorar lo que no mides, así que elige un número sencillo para {focus}.',
        'Minutos dedicados, sesiones hechas, resultados que puedas contar: algo que anotes en diez segundos.',
        'Revísalo una vez por semana, no cada día, para que el ruido diario no te desanime.',
        'Las tendencias dicen la verdad; los días sueltos, no.',
      ],
      [
        'Para saber si vas bien con {focus}, escribe hoy dónde estás, con palabras sencillas.',
        'Luego pon un recordatorio para releer esa nota dentro de {days} días.',
        'El progreso cuesta verlo de cerca y es evidente a distancia.',
        'Esa nota te mostrará cuánto has avanzado cuando baje la motivación.',
      ],
    ],
  },
  {
    id: 'mindset',
    group: 3,
    label: 'la mentalidad adecuada',
    variants: [
      [
        'Con {focus}, trata cada intento como un experimento, no como un examen que puedes suspender.',
        'Un experimento que sale mal igual te da información, y la información es progreso.',
        'Ese cambio quita presión, y con menos presión sigues apareciendo.',
      ],
      [
        'Ten paciencia contigo cuando se trata de {focus}.',
        'Los primeros resultados suelen llegar más tarde de lo que esperas y antes de lo que temes.',
        'Comparar tu primera semana con el quinto año de otra persona no ayuda a nadie.',
        'Compárate con quien eras el mes pasado y celebra la diferencia.',
      ],
    ],
  },
  {
    id: 'plateau',
    group: 3,
    label: 'superar el estancamiento',
    variants: [
      [
        'En algún momento tu progreso con {focus} se estancará, y es completamente normal.',
        'Un estancamiento suele significar que tu enfoque actual ya hizo su trabajo.',
        'Cambia una variable: la hora del día, el método o la dificultad.',
        'Pequeños ajustes suelen bastar para que todo vuelva a moverse, así que no confundas una meseta con un fracaso.',
      ],
    ],
  },
  {
    id: 'advanced',
    group: 3,
    label: 'cómo subir de nivel',
    variants: [
      [
        'Cuando lo básico de {focus} te resulte fácil, busca a alguien unos pasos por delante y estudia qué hace distinto.',
        'Fíjate en sus rutinas, no solo en sus resultados.',
        'Después enseña lo que sabes a alguien que esté empezando, porque explicar algo es la forma más rápida de dominarlo.',
      ],
      [
        'Para profundizar en {topic}, ponte un reto concreto para los próximos {days} días, con una meta clara.',
        'Los plazos convierten intenciones vagas en planes reales.',
        'Cuando termines, revisa qué cambió, quédate con lo que funcionó y plantea el siguiente reto.',
      ],
    ],
  },
  {
    id: 'compare',
    group: 3,
    label: 'la constancia gana a la intensidad',
    variants: [
      [
        'Hay dos formas de abordar {focus}: rápido e intenso, o lento y constante.',
        'Rápido e intenso se siente genial y da resultados pronto, pero cuesta mantenerlo.',
        'Lento y constante parece casi demasiado fácil, pero sigue funcionando mes tras mes.',
        'Para casi todo el mundo, lo inteligente es una base constante con algún empujón concentrado de vez en cuando.',
      ],
    ],
  },
  {
    id: 'question',
    group: 3,
    label: 'expectativas realistas',
    variants: [
      [
        'Una pregunta muy común: ¿cuánto se tarda en ver resultados con {focus}?',
        'Respuesta sincera: notarás una diferencia en un par de semanas y verás una clara en unos meses.',
        'Quien espera un cambio de la noche a la mañana suele abandonar justo antes de que empiece a funcionar.',
        'Así que piensa en meses, y deja que las primeras victorias sean un extra.',
      ],
      [
        'Mucha gente pregunta por dónde empezar con {topic}: empieza donde un pequeño cambio marque la mayor diferencia para ti.',
        'Así tu primer resultado será uno que de verdad te importa.',
        'Que te importe el resultado es lo que te lleva al segundo paso.',
      ],
    ],
  },
  {
    id: 'community',
    group: 3,
    label: 'buscar apoyo',
    variants: [
      [
        'Todo lo relacionado con {focus} es más fácil con otras personas cerca.',
        'Cuéntale a alguien de confianza en qué estás trabajando, o busca un grupo de {who} que haga lo mismo.',
        'Un poco de compromiso con otros ayuda mucho los días en que preferirías saltártelo.',
        'Y aprenderás trucos que nadie pone en los tutoriales.',
      ],
    ],
  },
  {
    id: 'checklist',
    group: 3,
    label: 'una lista sencilla',
    variants: [
      [
        'Aquí tienes una lista sencilla para {focus}: ten clara tu razón, elige una acción pequeña y ponla en el calendario.',
        'Luego mide un número y revísalo una vez por semana.',
        'Cinco pasos, y cada uno lleva minutos, no horas.',
      ],
    ],
  },
];
