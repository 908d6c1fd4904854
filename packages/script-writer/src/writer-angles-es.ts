import { angles, parseBank } from './writer-bank.ts';

// The points a Spanish script is made of (tú form), in the format of writer-angles-en.ts. The
// topic is never the subject of a verb and never takes an article or adjective, so masculine,
// feminine, plural and infinitive topics ("dormir mejor") all read correctly.
export const ANGLES_ES = angles(
  parseBank(`
@angle mistake 1 practice ⚠️ | el error que debes evitar | frustrated person desk
  El error más común con lo de {focus} es querer cambiarlo todo de golpe.
  La solución es aburrida pero funciona: elige una sola parte, hazla bien y solo después añade la siguiente.
  Cambiarlo todo parece productivo durante una semana; luego la vida se complica y el plan entero se viene abajo.
  Y como se vino abajo, mucha gente decide que esto simplemente no es para ella.
  Aquí el progreso viene de la repetición, no de la intensidad.
  -- !task
  Un error que veo todo el tiempo con lo de {focus} es copiar la rutina de otra persona al pie de la letra.
  Toma los principios, no el plan exacto, y ajusta los detalles hasta que encajen en tu vida.
  Esa rutina se hizo para otro horario, otro presupuesto y otro punto de partida.
  Por eso se siente forzada, y uno acaba pensando que el problema es uno mismo.
  Un plan que puedes seguir vale más que un plan perfecto que abandonas.
  --
  Una trampa habitual con lo de {focus} es esperar el momento perfecto.
  El momento perfecto aparece después de empezar, no antes.
  Cada semana que pasas preparándote es una semana de aprendizaje que no tuviste.
  Empieza con una versión imperfecta, aprende de ella y mejora la siguiente.

@angle myth 1 practice,!task,!money ❌ | el mito que debes olvidar | person shrugging
  !habit
  Derribemos un mito: no hace falta talento para {focus}.
  Lo que hace falta es repetición, comentarios sinceros y un poco de paciencia.
  Lo que parece talento suele ser años de práctica que nadie vio.
  Así que si sientes que llegas tarde, no es un veredicto: es simplemente tu punto de partida.
  --
  Hay un mito sobre {focus} que tiene que desaparecer: que más siempre es mejor, porque no lo es.
  Pasado cierto punto, el esfuerzo extra solo suma cansancio y te acerca a abandonar.
  Quienes mejoran más rápido hacen la cantidad justa y descansan bien.
  Primero calidad, luego volumen, y solo el volumen que puedas mantener.
  -- !habit
  Un mito habitual: que lo de {focus} exige grandes ratos libres. De verdad que no.
  Casi todo lo que importa cabe en sesiones cortas y regulares.
  Empieza con el tiempo que ya tienes y añade más solo cuando un pequeño hábito esté en marcha.
  Esperar a un fin de semana libre parece sensato, pero ese fin de semana rara vez llega.

@angle why 1 practice,!task 💡 | por qué importa | sunrise window
  Veamos por qué importa: con lo de {focus}, los pequeños cambios se acumulan con el tiempo.
  Lo que el primer día parece poca cosa, unos meses después es enorme.
  Mucha gente solo se da cuenta después de perder tiempo haciéndolo por las malas.
  Así que antes de cualquier táctica, ten clara tu propia razón para que esto te importe.
  Una razón clara vale más que un plan ingenioso, porque es lo que te sostiene en los días aburridos.
  --
  Hay una buena razón para hacerle un hueco a {focus} en tu semana: afecta a más partes de tu vida de lo que parece.
  Tu tiempo, tu energía y la confianza con la que afrontas todo lo demás.
  Quien se lo toma en serio desde el principio suele seguir mejorando, mientras los demás se estancan.
  Prueba esto: completa la frase "me importa porque..." y deja tu respuesta donde la veas.
  Cuando el porqué está claro, el cómo se vuelve mucho más fácil.

@angle step 2 practice 👣 | un primer paso concreto | person writing notebook
  !habit !task !money
  Un primer paso concreto: reserva {minutes} minutos esta semana para {focus} y protege ese tiempo como si fuera una reunión.
  Nada de investigar sin fin ni de comprar equipo: solo la primera acción real.
  Cuando se acabe el tiempo, anota una cosa que funcionó y otra que no.
  Ese pequeño ciclo de hacer y revisar es como empezó cualquier experto.
  Repítelo la semana que viene y ya irás por delante de la mayoría.
  --
  Tómate {minutes} minutos hoy y escribe exactamente en qué punto estás con lo de {focus}.
  Hazlo con detalle, porque un punto de partida vago lleva a un plan vago.
  Luego elige la acción más pequeña que te haga avanzar, algo que puedas terminar hoy.
  Hazla antes de que acabe el día, aunque parezca demasiado fácil.
  El impulso nace de una acción terminada, no de una estrategia perfecta.
  -- !task
  Prueba esto esta noche: apunta tres tareas concretas relacionadas con lo de {focus} y marca la más fácil.
  Esa tarea fácil es el trabajo de mañana.
  Las victorias fáciles le enseñan a tu cerebro que esto es algo que haces, y esa identidad es lo que perdura.
  Las tareas difíciles tendrán su turno cuando el hábito esté en marcha.

@angle quickwin 2 practice ⚡ | una victoria rápida para hoy | checklist on table
  !habit
  Una victoria rápida con lo de {focus}: deja todo listo la noche anterior, para que empezar te lleve segundos y no minutos.
  Casi toda la fricción está en empezar, así que baja esa barrera todo lo que puedas.
  Parece demasiado simple, y justo por eso funciona.
  -- !task
  Victoria rápida: ten a la vista un recordatorio de {focus}.
  Pon una nota, una herramienta o un aviso donde lo veas sin pensar.
  Lo que está a la vista está en tu cabeza, y lo que está en tu cabeza se hace.
  No cuesta nada y se prepara en dos minutos.

@angle habit 2 practice,!habit,!task,!money 🔁 | crear el hábito | morning coffee routine
  El verdadero secreto de {focus} es la constancia, así que ata la práctica a algo que ya haces cada día.
  Después del café de la mañana, después de comer, justo al salir del trabajo: elige un ancla que ya exista.
  Un hábito nuevo se pega mucho mejor cuando va montado sobre uno viejo.
  Y los días malos, haz la versión más pequeña posible en lugar de saltarte la práctica.
  Mantener la racha importa más que cualquier sesión concreta.
  --
  Piensa en {focus} como un hábito, no como un proyecto: los proyectos terminan, los hábitos se acumulan.
  Ponte un mínimo tan pequeño que puedas cumplirlo hasta en tu peor día, como cinco minutos.
  Todo lo demás es un extra, y te sorprenderá cuántas veces llega ese extra.

@angle time 2 practice,!habit,!task,!money ⏱️ | encontrar el tiempo | clock calendar
  ¿No tienes tiempo para {focus}? Necesitas menos del que crees: {minutes} minutos de concentración al día suman horas cada mes.
  Busca los huecos que ya tienes, como un trayecto, la pausa de la comida o la media hora antes de dormir.
  Poco y a menudo gana a mucho y de vez en cuando, siempre.
  --
  Si tu semana va llena, reserva tiempo para {focus} como lo reservas para cualquier cosa importante: con hora y lugar.
  Las intenciones sin hora se quedan en intenciones.
  Ponlo en el calendario, trátalo como fijo y muévelo en vez de borrarlo cuando surja algo.

@angle tools 2 practice,!habit,!task,!money 🧰 | mantener tus herramientas simples | minimal desk setup
  En cuanto a herramientas para {focus}, necesitas menos de las que crees.
  Una forma sencilla de planificar, una de medir y el equipo básico que la tarea de verdad exige.
  Cada aplicación o aparato extra es una cosa más que gestionar.
  Empieza ligero y añade una herramienta solo cuando sepas qué problema exacto resuelve.
  --
  Para {focus}, una configuración simple gana a una sofisticada: una libreta o una app de notas, un calendario y un temporizador cubren casi todo.
  Usa el temporizador para trabajar en bloques cortos y concentrados, y el calendario para que esos bloques sean reales.
  Los sistemas sofisticados son divertidos de montar, pero los sencillos son los que se usan.

@angle example 3 practice,!task 👥 | un ejemplo real | two friends walking
  Imagina a dos personas que se ponen con lo de {focus} el mismo día: una lo da todo, la otra empieza con poco y no falla ni un día.
  La primera tiene un gran plan, herramientas nuevas y un horario estricto.
  La segunda se compromete con una versión diminuta diaria y simplemente se niega a saltársela.
  Tres meses después, ¿adivina quién sigue? La segunda, casi siempre, porque su plan sobrevivió a la vida real.
  --
  Así funciona en la práctica con lo de {focus}: en lugar de una gran revolución, cambia una cosa pequeña cada semana.
  La primera semana, un solo hábito; la segunda, añades otro; la tercera, arreglas lo que resultó incómodo.
  Ninguna de esas semanas impresiona por sí sola.
  Junta doce y la diferencia será evidente para todos a tu alrededor.

@angle measure 3 practice,!habit,!task 📊 | medir tu progreso | progress chart notebook
  No puedes mejorar lo que no mides, así que elige un número sencillo para {focus}.
  Minutos dedicados, sesiones hechas, resultados que puedas contar: algo que anotes en diez segundos.
  Revísalo una vez por semana, no cada día, para que el ruido diario no te desanime.
  Las tendencias dicen la verdad; los días sueltos, no.
  --
  Para saber si vas bien con lo de {focus}, escribe hoy dónde estás, con palabras sencillas.
  Luego pon un recordatorio para releer esa nota dentro de {days} días.
  El progreso cuesta verlo de cerca y es evidente a distancia.
  Esa nota te mostrará cuánto has avanzado cuando baje la motivación.

@angle mindset 3 practice 🧠 | la mentalidad adecuada | calm person thinking
  Con lo de {focus}, trata cada intento como un experimento, no como un examen que puedes suspender.
  Un experimento que sale mal igual te da información, y la información es progreso.
  Ese cambio quita presión, y con menos presión sigues apareciendo.
  --
  Ten paciencia contigo cuando se trata de {focus}.
  Los primeros resultados suelen llegar más tarde de lo que esperas y antes de lo que temes.
  Comparar tu primera semana con el quinto año de otra persona no ayuda a nadie.
  Compárate con quien eras el mes pasado y celebra la diferencia.

@angle plateau 3 practice,!task 📈 | superar el estancamiento | mountain trail climb
  En algún momento tu progreso con lo de {focus} se estancará, y es completamente normal.
  Un estancamiento suele significar que tu enfoque actual ya hizo su trabajo.
  Cambia una variable: la hora del día, el método o la dificultad.
  Pequeños ajustes suelen bastar para que todo vuelva a moverse, así que no confundas una meseta con un fracaso.

@angle advanced 3 practice,!habit,!task,!money 🚀 | cómo subir de nivel | mentor teaching student
  Cuando lo básico de {focus} te resulte fácil, busca a alguien unos pasos por delante y estudia qué hace distinto.
  Fíjate en sus rutinas, no solo en sus resultados.
  Después enseña lo que sabes a alguien que esté empezando, porque explicar algo es la forma más rápida de dominarlo.
  --
  Para ir más allá con lo de {focus}, ponte un reto concreto para los próximos {days} días, con una meta clara.
  Los plazos convierten intenciones vagas en planes reales.
  Cuando termines, revisa qué cambió, quédate con lo que funcionó y plantea el siguiente reto.

@angle steady 3 practice,!task 🐢 | la constancia gana a la intensidad | runner steady pace
  Hay dos formas de abordar {focus}: rápido e intenso, o lento y constante.
  Rápido e intenso se siente genial y da resultados pronto, pero cuesta mantenerlo.
  Lento y constante parece casi demasiado fácil, pero sigue funcionando mes tras mes.
  Para casi todo el mundo, lo inteligente es una base constante con algún empujón concentrado de vez en cuando.

@angle expectations 3 practice,!task ⏳ | expectativas realistas | hourglass
  Una pregunta muy común: ¿cuánto se tarda en ver resultados con lo de {focus}?
  Respuesta sincera: notarás una diferencia en un par de semanas y verás una clara en unos meses.
  Quien espera un cambio de la noche a la mañana suele abandonar justo antes de que empiece a funcionar.
  Así que piensa en meses, y deja que las primeras victorias sean un extra.
  --
  Mucha gente pregunta por dónde empezar con lo de {focus}: empieza donde un pequeño cambio marque la mayor diferencia para ti.
  Así tu primer resultado será uno que de verdad te importa.
  Que te importe el resultado es lo que te lleva al segundo paso.

@angle community 3 practice 🤝 | buscar apoyo | group of friends
  Todo lo relacionado con lo de {focus} es más fácil con otras personas cerca.
  Cuéntale a alguien de confianza en qué estás trabajando, o busca un grupo de {who} que haga lo mismo.
  Un poco de compromiso con otros ayuda mucho los días en que preferirías saltártelo.
  Y aprenderás trucos que nadie pone en los tutoriales.

@angle checklist 3 practice,!task ✅ | una lista sencilla | checklist clipboard
  Aquí tienes una lista sencilla para {focus}: ten clara tu razón, elige una acción pequeña y ponla en el calendario.
  Luego mide un número y revísalo una vez por semana.
  Cinco pasos, y cada uno lleva minutos, no horas.

@angle criteria 1 choice 🎯 | la única tarea que importa | person writing list
  Antes de comparar {options}, apunta la única tarea que de verdad necesitas que cumplan.
  Todo lo demás es un extra, y en los extras es donde vive el marketing.
  Con esa tarea por escrito, la mayoría de las opciones se descartan solas en minutos.
  --
  Mira tu propia situación antes de mirar las opciones.
  ¿Qué necesitas, con qué frecuencia y qué haría que lo dejaras?
  Responde a esas tres preguntas primero y la comparación casi se hace sola.

@angle hype 1 choice 🚫 | ignorar el ruido | person scrolling phone
  Cuidado con los rankings y las listas de "los mejores" sobre {options}.
  Muchas están patrocinadas, y el resto las escribe gente con necesidades distintas a las tuyas.
  Úsalas para hacer una lista corta, nunca para decidir.

@angle context 1 choice 🧭 | lo que encaja con tu vida | person planning calendar
  La mejor elección entre {options} depende de cómo vives, no de lo que está de moda.
  Alguien con una agenda apretada necesita algo distinto que alguien con tiempo para trastear.
  Sé sincero sobre cuál de los dos eres, y elige para esa persona.

@angle price 2 choice 💰 | el coste real | calculator receipts
  Mira el coste real de {products}, no el precio del anuncio.
  Suma un año entero: suscripciones, extras, mejoras y todo lo que tendrías que reponer.
  Lo barato a veces sale caro, y al revés.

@angle trial 2 choice 🧪 | probar antes de decidir | person testing app
  Prueba antes de comprometerte: con {products}, muchas veces hay una prueba gratis o un plazo de devolución.
  Usa ese tiempo en una tarea real de tu semana, no en una demo.
  Cómo te sientes el quinto día dice más que cualquier lista de funciones.

@angle reviews 2 choice ⭐ | leer bien las opiniones | reading reviews laptop
  Cuando leas opiniones sobre {products}, sáltate las de cinco estrellas y las de una, y lee las del medio.
  En las de tres estrellas la gente explica con sinceridad los pros y los contras.
  Busca a quien lo use como lo usarías tú.

@angle tradeoffs 2 choice ⚖️ | los pros y los contras | balance scale
  Toda opción tiene un precio, así que decide de antemano con cuál puedes vivir.
  Simple o potente, barato o pulido, conocido o nuevo: casi nunca tienes las dos cosas.
  Saber tu prioridad convierte una comparación larga en una decisión rápida.

@angle switching 3 choice 🔁 | el coste de cambiar | moving boxes
  Piensa en la salida antes de entrar: ¿qué tan difícil será dejar {products} más adelante?
  ¿Puedes llevarte tus datos, tu historial o tus accesorios?
  Una opción fácil de dejar es una primera elección más segura.

@angle decide 3 choice ✅ | tomar la decisión | handshake decision
  Ponle fecha a la decisión, porque investigar más rara vez cambia la respuesta.
  Elige la opción que cumple bien tu única tarea y dale una oportunidad justa.
  Siempre puedes cambiar después; lo que no recuperas es el tiempo que pasaste decidiendo.

@angle questions 1 inquiry ❓ | las preguntas adecuadas | person thinking notebook
  Una buena forma de pensar sobre {about} es hacerse tres preguntas: qué sabemos con certeza, qué sigue en debate y por qué te importa a ti.
  Esas tres preguntas evitan que te quedes con la primera respuesta que encuentres.
  Escríbelas y fíjate en cuál no sabes responder todavía.
  --
  Mira lo que ya crees sobre {about}, y pregúntate de dónde salió esa idea.
  ¿Un titular, un amigo, un video?
  Saber de dónde viene una idea te dice cuánto peso darle.

@angle sources 1 inquiry 🔎 | ir a la fuente | library books research
  Cuando leas sobre {about}, ve a la fuente: el estudio original, la persona experta o el documento de primera mano.
  Los resúmenes son útiles, pero cada versión pierde un poco de precisión.
  Si una afirmación no tiene ninguna fuente, trátala como una opinión.

@angle simple 1 inquiry ⚠️ | desconfiar de lo demasiado simple | person looking skeptical
  Cuidado con las respuestas simples sobre {about}.
  Los temas reales casi siempre traen un "depende", y en los detalles está lo interesante.
  Si una explicación suena demasiado redonda, probablemente deja algo fuera.

@angle explain 2 inquiry 🗣️ | explicarlo con sencillez | two friends talking coffee
  Haz esta prueba: intenta explicar en dos frases lo que sabes sobre {about}.
  Donde te trabes está justo lo que vale la pena aprender después.
  Enseñar es la forma más rápida de encontrar los huecos de lo que sabes.

@angle experts 2 inquiry 🎓 | escuchar a quien sabe | interview conversation
  Busca a personas que lleven años aprendiendo sobre {about}, y escucha cómo hablan.
  Quien sabe de verdad suele decir "depende" y luego explica de qué; es buena señal.
  Desconfía de quien está seguro de todo.

@angle surprise 2 inquiry ✨ | seguir lo que te sorprende | lightbulb idea
  Fíjate en lo que te sorprende mientras aprendes sobre {about}.
  La sorpresa significa que tu idea estaba incompleta, y ahí es donde hay que excavar.
  Apunta esas sorpresas; acabarán siendo tu propio mapa del tema.

@angle sides 3 inquiry 🌍 | otros puntos de vista | group discussion
  Escucha más de una versión cuando leas sobre {about}.
  Pregúntate cómo lo vería alguien con otro trabajo, otra edad u otra historia.
  La comprensión más sólida resiste el mejor argumento en contra.

@angle numbers 3 inquiry 📊 | leer bien los números | charts graphs data
  Cuando aparezcan cifras en una conversación sobre {about}, pregunta: ¿comparado con qué?
  Un porcentaje grande de un número diminuto sigue siendo diminuto.
  Busca el tamaño del efecto, no solo si existe.

@angle apply 3 inquiry,!past 🧩 | qué significa para ti | person writing journal
  Pregúntate qué significa todo esto para ti, en la práctica.
  Lo que aprendes se queda cuando se conecta con una decisión que de verdad tomas.
  Apunta una cosa que vas a hacer o pensar de otra manera.

@angle further 3 inquiry 📚 | ir más allá | bookshelf reading
  Si quieres aprender más sobre {about}, elige un buen libro o un artículo largo y termínalo.
  Una fuente completa vale más que veinte videos a medias.
  Después anota qué responderías ahora de otra manera.
`),
);
