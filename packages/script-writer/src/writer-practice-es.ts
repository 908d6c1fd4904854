import { angles, parseBank } from './writer-bank.ts';

// Los puntos de un guion «cómo...» en español cuando el tema es un hábito, una tarea o dinero
// (writer-practice.ts); una habilidad conserva los puntos generales (writer-angles-es.ts). Como en
// writer-angles-es.ts, el tema nunca es sujeto ni lleva artículo ("lo de {focus}", "antes de {focus}"),
// así que un infinitivo («dormir mejor») y un sustantivo («el ayuno») se leen bien. No afirman nada del tema.
export const PRACTICE_ANGLES_ES = angles(
  parseBank(`
@angle obstacle 1 habit 🚧 | lo que se interpone | person thinking window
  Pregúntate qué se interpone con lo de {focus}.
  Mira los días que salen mal: cansancio, horarios, otras personas, el móvil en la mano.
  Ponle nombre a la causa real antes de buscar una solución.
  Un consejo dirigido al obstáculo equivocado falla, por bueno que suene.
  --
  Pregúntate qué te frenó las tres últimas veces que lo de {focus} no salió como querías.
  Apunta esos tres días.
  Lo que se repite en esos tres días es tu punto de partida, no la rutina de otra persona.

@angle week 2 habit 📝 | una semana de notas | journal notebook
  Escribe una nota sencilla al día durante una semana, antes de cambiar nada para {focus}.
  Qué hiciste, cuándo y cómo fue: diez segundos bastan.
  Una semana de notas muestra lo que la memoria suaviza.
  --
  Lleva un diario sencillo durante siete días antes de probar nada nuevo para {focus}.
  Sin metas todavía: apunta solo lo que pasa de verdad.
  Una semana escrita se juzga mejor que una semana recordada.
  Ese registro es con lo que compararás después.

@angle onechange 2 habit 🔧 | un cambio para probar primero | person adjusting settings
  Elige un solo cambio para probar primero con lo de {focus}, solo uno.
  Deja todo lo demás igual durante una o dos semanas: si cambias cinco cosas a la vez, nunca sabrás cuál ayudó.
  Elige el cambio más fácil de mantener, no el que suena más impresionante.
  --
  Prueba un cambio cada vez con lo de {focus}: una sola cosa distinta, el tiempo suficiente para notar la diferencia.
  Después quédatela, descártala o ajústala, y prueba la siguiente.

@angle default 2 habit 🏠 | que sea lo más fácil | tidy home interior
  Prepara tu entorno para que lo de {focus} sea la opción fácil.
  No debería exigir un acto diario de fuerza de voluntad.
  Deja a mano lo que ayuda y aparta, o aleja unos pasos, lo que estorba.
  Lo que no cuesta esfuerzo suele pasar; lo que cuesta, suele esperar.
  --
  Mira qué te ponen fácil tu casa, tu móvil y tu agenda, porque eso es lo que suele acabar pasando.
  Cambia una de esas tres cosas para que lo de {focus} sea el camino de menor resistencia.

@angle badday 3 habit 🌧️ | un plan para los días malos | rainy window
  Decide ahora cuál es el paso más pequeño que puedes dar para {focus} en un mal día.
  Fallar un día es normal; lo que importa es lo que haces al día siguiente.
  Un hábito rara vez muere en un mal día; se apaga cuando ese día se convierte en una semana.

@angle reason 3 habit 💡 | tu propia razón | sunrise window
  Pregúntate qué cambiaría para ti con lo de {focus}, con palabras sencillas.
  ¿Más energía, tardes más tranquilas, mañanas con menos prisa?
  Una razón que sientes sostiene un hábito más tiempo que una norma que te dieron.

@angle review 3 habit 🔁 | revisar al cabo de un mes | calendar planning
  Mira atrás al cabo de un mes con lo de {focus} y compáralo con tu primera semana.
  Quédate con lo que claramente ayudó, deja lo que no y elige el siguiente cambio.

@angle professional 2 health 🩺 | cuándo consultar a un profesional | doctor patient
  Pregúntate cuándo toca hablar con un médico sobre lo de {focus}, y no solo ver vídeos.
  Si algo te preocupa, va a peor o no mejora tras semanas de esfuerzo sincero, busca una opinión profesional.
  Tus notas de esas semanas harán la consulta mucho más útil.

@angle check 1 task 🔍 | qué comprobar primero | person reading checklist
  Comprueba qué podría impedir {focus} antes de gastar un solo euro.
  El espacio, las normas, la época del año o el permiso de otra persona: diez minutos de comprobaciones ahora valen más que descubrirlo a mitad de camino.
  --
  Pregúntate qué necesitas saber antes de {focus}.
  ¿Qué está permitido, qué aguanta el espacio y qué tiene fecha límite?
  Las respuestas deciden el plan, así que consíguelas primero.

@angle steps 1 task 👣 | los pasos en orden | whiteboard plan
  Escribe los pasos de {focus} en orden, desde la primera compra hasta la última tarea.
  Un paso que falta aparece en el papel mucho más barato que a mitad del trabajo.
  Pon una fecha aproximada al lado de cada uno.
  --
  Divide lo de {focus} en pasos tan pequeños que cada uno quepa en una sola tarde.
  Los trabajos grandes se atascan cuando el siguiente paso es vago; los pequeños se terminan.

@angle tools 2 diy 🧰 | herramientas y materiales | tools on workbench
  Haz una lista de las herramientas y materiales para {focus} antes de empezar.
  Marca lo que ya tienes o puedes pedir prestado.
  Ir a la tienda en mitad del trabajo cuesta más tiempo que hacer la lista.
  Compra lo que vayas a volver a usar; pide prestado o alquila el resto.
  --
  Comprueba las herramientas para {focus} el día antes, no esa misma mañana: cargadas, limpias y a mano.
  Una sola pieza que falta puede costarte medio día.

@angle budget 2 task 💰 | el presupuesto | calculator receipts
  Fija un presupuesto para {focus} antes de comprar nada.
  Guarda una parte para imprevistos y apunta cada gasto cuando ocurre.
  Esa reserva es lo que evita que un imprevisto pare todo el proyecto.
  --
  Calcula el coste de cada parte de {focus} antes de comprometerte: cada compra, cada reserva, cada envío y cualquier ayuda que pagues.
  Las partidas pequeñas son las que se olvidan.
  Compara el total con lo que quieres gastar, y recorta alcance antes que calidad.

@angle timing 2 task ⏱️ | cuánto tarda de verdad | clock calendar
  Pregúntate cuánto tardará de verdad cada paso de {focus}.
  Añade tiempo extra a cada paso que no hayas hecho nunca.
  La primera vez suele ir más lenta que en cualquier tutorial.
  Un plan con margen aguanta un mal día.
  --
  Elige una fecha para {focus} que deje margen antes y después, no el único fin de semana libre que tienes.
  El tiempo, las entregas y otras personas rara vez siguen tu plan al pie de la letra.

@angle askaround 3 task 🗣️ | preguntar a quien ya lo hizo | two friends talking coffee
  Pregunta a alguien que haya pasado hace poco por lo de {focus} qué haría distinto.
  Sus errores salen más baratos que los tuyos.
  Pregúntale qué tardó más y qué costó más de lo que esperaba.
  --
  Busca a una persona que ya haya pasado por lo de {focus} y pregúntale tres cosas: qué le sorprendió, qué se saltaría y qué no se saltaría nunca.
  Diez minutos de su tiempo pueden ahorrarte un fin de semana.

@angle trial 3 task 🧪 | una prueba pequeña primero | person testing sample
  Prueba primero una versión pequeña si lo de {focus} se te hace grande: una esquina, una muestra, un ensayo.
  Una prueba pequeña muestra los problemas cuando todavía son baratos de arreglar.
  --
  Prueba primero la parte más arriesgada de {focus}, a pequeña escala, antes de lanzarte con todo.
  Si esa parte funciona, el resto es esfuerzo; si no, lo has descubierto barato.

@angle done 3 task ✅ | cómo es terminar | checklist clipboard
  Decide cómo es «terminado» para lo de {focus} antes de empezar, para saber cuándo parar.
  Los proyectos sin línea de meta no dejan de crecer.
  --
  Escribe una frase que diga cuándo está terminado lo de {focus}, y tenla a la vista.
  Bien hecho y terminado vale más que perfecto y sin acabar.

@angle photos 2 diy 📸 | fotos antes de empezar | smartphone photo
  Haz fotos antes de {focus}: del espacio, de cómo está conectado todo, de lo que vayas a desmontar.
  Las fotos no cuestan nada y responden después a la pregunta de cómo iba cada cosa.
  También ayudan si tienes que pedir consejo a alguien.
  --
  Haz un registro en fotos de {focus} sobre la marcha: una foto al final de cada paso.
  Si algo sale mal, las fotos muestran dónde; si sale bien, muestran cómo.

@angle safety 3 diy ⛑️ | lo que necesita un profesional | safety helmet gloves
  Comprueba qué partes de {focus} tienen que ver con electricidad, gas, tuberías, alturas o mucho peso.
  Esas son las partes en las que conviene leer las normas o dejarlas a un profesional.
  Ahorrar en el paso peligroso rara vez compensa.
  --
  Pregúntate qué paso de {focus} podría hacer daño a alguien o estropear algo caro.
  Lee las instrucciones de ese paso dos veces y consigue la protección adecuada antes de empezar.
  Si tienes dudas, ese es el paso por el que vale la pena pagar a alguien.

@angle help 3 task 🤝 | quién ayuda y cuándo | friends helping move
  Pregúntate quién puede ayudarte con lo de {focus} y resérvalo pronto, antes de fijar la fecha.
  Di exactamente qué necesitas y durante cuánto tiempo: una petición clara es más fácil de aceptar.
  --
  Decide qué partes de {focus} haces solo y cuáles necesitan otro par de manos.
  Los pasos pesados, incómodos o de dos personas van el día en que tienes ayuda.

@angle cleanup 3 diy 🧹 | la limpieza final | cleaning supplies
  Planifica el final de {focus} con el mismo cuidado que el principio: limpieza, sobras y qué va adónde.
  Averigua con tiempo cómo deshacerte de lo que sobre.
  La limpieza es parte del trabajo, así que también va en el plan de tiempo.
  --
  Deja las últimas horas de {focus} para recoger, no para el último gran paso.
  Con cansancio se va con prisas, y con prisas es cuando las cosas se rayan, se pierden o se rompen.

@angle lessons 3 task 📝 | lo que harías distinto | person writing journal
  Cuando termines lo de {focus}, escribe qué harías distinto la próxima vez.
  Una lista de lecciones convierte un proyecto en experiencia que puedes reutilizar.
  --
  Lleva una lista mientras trabajas en lo de {focus}: qué salió bien, qué salió mal, qué comprarías distinto.
  Esa lista es también el mejor consejo para la próxima persona que te pregunte.

@angle tracking 1 money 🧾 | adónde va el dinero ahora | receipts notebook
  Apunta adónde va tu dinero durante un mes, pago a pago.
  Hazlo antes de cambiar nada para {focus}, y ordénalo por categorías.
  Las decisiones basadas en cifras reales son más fáciles de mantener.

@angle goal 1 money 🎯 | una cifra y una fecha | person writing list
  Escribe una meta para {focus} con una cifra y una fecha, no como un deseo.
  Una meta que se puede medir te dice cada mes si vas bien.
  --
  Elige una sola meta para {focus} y ponle una cantidad y una fecha límite.
  Las metas vagas pierden ante cualquier compra tentadora; las concretas tienen una oportunidad.

@angle automatic 2 money 🔁 | que sea automático | phone banking app
  Programa una transferencia para {focus} que salga sola el día de cobro.
  Así el dinero se mueve antes de que se pueda gastar.
  Comprueba qué te deja programar tu banco: una transferencia que no tienes que recordar es una que no te saltas.

@angle setback 2 money 🌧️ | un plan para un mal mes | rainy window
  Pregúntate qué podría desviar tu plan para {focus}: una avería, un turno perdido, una factura olvidada.
  Decide ahora qué harás ese mes, para que una sorpresa no deshaga todo el plan.
  --
  Planifica el mes en que lo de {focus} salga mal, porque llegará uno.
  Apunta el paso más pequeño que seguirás dando ese mes y qué dejarás en pausa.
`),
);
