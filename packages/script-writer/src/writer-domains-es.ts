import { angles, parseBank } from './writer-bank.ts';

// Las preguntas que un guion en español hace sobre un tema de un dominio conocido (writer-domains.ts),
// en lugar de consejos que sirven para cualquier tema. No afirman nada del tema: el escritor
// integrado no conoce hechos, así que dice qué preguntas importan y cómo comprobar una respuesta.
export const DOMAIN_ANGLES_ES = angles(
  parseBank(`
@angle habitat 1 animal 🌍 | dónde vive | wildlife habitat
  Pregunta por el hábitat de {about}: ¿en qué parte del mundo vive esta especie en libertad?
  El lugar donde vive un animal explica casi todo lo demás: su cuerpo, su comida, sus enemigos.
  Así que, cuando veas imágenes sobre {about}, fíjate primero en el paisaje.

@angle food 1 animal 🍽️ | qué come | animal eating
  Pregunta por la dieta de {about} y por cómo se consigue la comida.
  Cazar, pastar, filtrar o carroñear: cada forma de comer moldea un cuerpo de manera distinta.
  Mira la boca, los ojos y la velocidad, y muchas veces adivinarás la respuesta antes de que te la digan.

@angle senses 2 animal 👀 | cómo percibe el mundo | animal eye closeup
  Pregunta cómo es el mundo para {about}: sus colores, sus sonidos, sus olores.
  Muchos animales perciben lo que nosotros no: otros colores, vibraciones débiles, olores lejanos.
  Los sentidos de un animal dicen qué es lo más importante en su día.

@angle life 2 animal ⏳ | una vida de principio a fin | young animal mother
  Pregunta cómo transcurre una vida de {about}: cómo empieza, quién cría a las crías y cuánto dura.
  Algunas especies viven deprisa y mueren jóvenes; otras crecen despacio durante décadas.

@angle threats 2 animal ⚠️ | qué lo amenaza | wildlife conservation
  Pregunta qué amenaza hoy a {about}: depredadores, enfermedades, o las personas y lo que construimos.
  Los grupos de conservación publican el estado de casi todas las especies; vale la pena mirarlo antes de creer un titular.

@angle wrong 3 animal ❌ | lo que se suele creer mal | animal closeup
  Pregunta qué se suele creer mal sobre {about}.
  Muchas creencias sobre animales vienen de películas y dibujos animados, no de la investigación de campo.

@angle basic 1 money,!practice 💡 | la idea en una frase | money calculator
  Pregunta lo más sencillo sobre {about}: ¿quién paga a quién, por qué y cuándo?
  Casi cualquier idea de dinero se reduce a eso.
  Si no puedes responderla en una frase, los detalles todavía no te van a ayudar.

@angle time 1 money,!practice ⏳ | lo que hace el tiempo | clock coins
  Pregunta qué hace el tiempo con {about}: ¿esperar juega a tu favor o en tu contra?
  Ideas de dinero que suenan parecidas se comportan muy distinto a diez o veinte años.
  Apunta las cifras a uno, cinco y diez años, y compáralas una al lado de la otra.

@angle numbers 2 money 🧮 | tus propias cifras | calculator spreadsheet
  Pregunta cómo se ve {about} con tus propias cifras, no con las de un ejemplo.
  Una calculadora gratuita o una hoja de cálculo llevan cinco minutos y valen más que cualquier regla general.

@angle risk 2 money,!practice ⚠️ | el riesgo detrás | stock chart
  Pregunta qué puede salir mal con {about} y quién asume ese riesgo: tú, un banco u otra persona.
  Lo que promete más suele arriesgar más, aunque el folleto no lo diga.

@angle costs 2 money 🧾 | los costes de la letra pequeña | receipts calculator
  Pregunta cuánto cuesta {about} por el camino: comisiones, impuestos, intereses.
  Porcentajes pequeños repetidos cada año suman cantidades grandes.

@angle who 3 money,!practice 👥 | a quién le conviene | family budget planning
  Pregunta a quién le conviene {about} y a quién no: a quien paga deudas, a quien ahorra para una casa, a quien está cerca de jubilarse.
  Un consejo correcto para uno puede ser un error para otro.

@angle when 1 history 📅 | cuándo y dónde | old map
  Pregunta cuándo y dónde ocurrió {about}, y cómo era el mundo alrededor.
  Una fecha dice poco hasta que sabes qué podía y qué no podía hacer la gente de entonces.

@angle why 1 history,!end ❓ | por qué ocurrió | ancient ruins
  Pregunta por qué las cosas fueron como fueron en {about}, en ese momento, y no cincuenta años antes o después.
  Los historiadores suelen encontrar varias causas a la vez: dinero, poder, creencias y azar.

@angle people 2 history 👥 | las personas | historical painting
  Pregunta quién participó en {about}: no solo los nombres famosos, también la gente cuya vida cambió.
  La gente corriente rara vez escribía los documentos, así que los historiadores leen entre líneas.

@angle sources 2 history,!end 📜 | cómo lo sabemos | old documents archive
  Pregunta cómo sabemos lo que sabemos sobre {about}: cartas, ruinas, monedas o relatos escritos mucho después.
  Cada fuente la escribió alguien con su propio punto de vista.

@angle after 3 history,!end ➡️ | lo que vino después | old city street
  Pregunta qué cambió por {about} y qué siguió igual.
  Mucho de lo que hoy damos por hecho empezó como la solución de alguien a un problema de entonces.

@angle what 1 science 🔬 | qué se explica | science laboratory
  Pregunta qué se explica exactamente sobre {about} y qué se puede observar directamente.
  Separar lo que se mide de lo que se deduce lo hace todo más fácil.

@angle how 1 science 📏 | cómo se midió | scientist measuring
  Pregunta cómo se averiguó lo que se sabe sobre {about}: con qué instrumento, experimento u observación.
  Saber cómo se midió un número te dice cuánto fiarte de él.

@angle scale 2 science 📐 | la escala | stars universe
  Pregunta con qué comparar {about} para que las cifras signifiquen algo: tamaño, velocidad, edad.
  Nuestra intuición funciona para cosas del tamaño de una persona; fuera de eso falla, y las comparaciones ayudan.

@angle open 2 science ❔ | lo que sigue abierto | scientist thinking
  Pregunta qué no se sabe todavía sobre {about}.
  La buena ciencia dice con claridad dónde termina la evidencia.

@angle body 1 health 🫀 | qué pasa en el cuerpo | human anatomy model
  Pregunta qué pasa realmente en el cuerpo con {about}, paso a paso.
  Un mecanismo claro es la mejor defensa contra las promesas milagrosas.

@angle evidence 1 health 🔬 | qué dice la evidencia | medical research lab
  Pregunta qué tipo de evidencia hay sobre {about}: un ensayo con miles de personas, un estudio pequeño o la historia de una sola persona.
  No valen lo mismo, y los titulares casi nunca dicen cuál es.

@angle dose 2 health ⚖️ | cuánto importa | measuring spoon
  Pregunta cuánto importa la cantidad con {about}: poco o mucho, cada día o de vez en cuando.
  Casi todo lo que ayuda en una cantidad perjudica en otra.

@angle doctor 3 health 🩺 | cuándo consultar | doctor patient
  Pregunta cuándo {about} es una pregunta para un médico y no para un vídeo.
  Lo nuevo, lo repentino o lo que empeora merece una consulta profesional.

@angle what 1 tech 💻 | qué hace de verdad | computer screen
  Pregunta qué hace de verdad {about}, paso a paso, sin palabras de marketing.
  Si nadie sabe explicarlo con sencillez, ten cuidado.

@angle data 1 tech 🔐 | qué pasa con tus datos | data privacy lock
  Pregunta qué necesita de ti {about}: qué datos, qué permisos y adónde van esos datos.
  La página de ajustes suele decir más que el anuncio.

@angle limits 2 tech ⚠️ | dónde falla | error screen
  Pregunta dónde falla {about}: con qué datos, situaciones o personas funciona mal.
  Todo sistema tiene límites, y los buenos fabricantes los publican.

@angle pays 2 tech 💰 | quién lo paga | laptop coins
  Pregunta quién paga {about}: tú, los anunciantes o inversores que esperan ganar dinero.
  Cómo se paga algo explica mucho de cómo se comporta.

@angle before 1 end 📉 | lo que cambió antes | old ruins
  Pregunta qué había cambiado ya en los años anteriores a {about}: qué señales llegaron primero y quién las vio entonces.
  Un final rara vez llega en un solo día; suele notarse antes en el dinero, las fronteras o la confianza.

@angle causes 1 end ⚖️ | las causas en la balanza | balance scale
  Pregunta a qué causas se atribuye {about} y cuánto peso merece cada una.
  Los relatos cuidadosos rara vez se quedan con una sola: decisiones, circunstancias y simple azar suelen sumar.

@angle order 2 end 🧩 | qué vino primero | domino chain
  Pregunta qué problemas llegaron primero en {about} y cuáles fueron su consecuencia.
  De lejos, una causa y un síntoma se parecen; el orden en el tiempo es lo que los distingue.

@angle after 2 end ➡️ | lo que vino después | city street crowd
  Pregunta qué pasó después de {about}: qué cambió por ello y qué siguió igual.
  Los finales rara vez son limpios; mucho de lo anterior sobrevive con otra forma.

@angle sources 3 end 📜 | cómo lo sabemos | old documents archive
  Pregunta quién escribió los relatos sobre {about}, y cuándo: en su momento o mucho después.

@angle explanations 1 cause 🔎 | las explicaciones | person thinking notebook
  Pregunta qué explicaciones hay sobre {question} y qué pruebas permitirían distinguirlas.
  Si dos explicaciones predicen lo mismo, todavía no puedes elegir entre ellas.

@angle contrast 2 cause ⚖️ | cuándo no ocurre | comparison side by side
  Pregunta por las excepciones: los casos que la respuesta habitual sobre {question} no cubre.
  Comparar los casos en que algo pasa con los casos en que no pasa es como se ponen a prueba las causas.

@angle check 3 cause 🧪 | poner a prueba una explicación | scientist measuring
  Pregunta qué predice una explicación sobre {question} que tú puedas comprobar.
  Una explicación que encaja con cualquier resultado no explica nada.

@angle steps 1 how 👣 | paso a paso | diagram whiteboard
  Pregunta por los pasos en orden cuando mires {question}: qué pone en marcha el proceso, qué pasa después y qué se ve al final.
  Una buena explicación se puede dibujar con unas pocas cajas y flechas.

@angle missing 2 how 🧩 | el paso que más importa | puzzle pieces
  Pregunta qué paso importa más cuando mires {question}: aquel sin el que todo se rompería.
  Ese paso es el primero que vale la pena entender; el resto depende de él.

@angle model 3 how 🗺️ | modelos sencillos y sus límites | teacher whiteboard
  Pregunta qué imagen sencilla se usa para explicar {question} y dónde deja de ser cierta.

@angle forwhom 1 verdict ⚖️ | para quién y comparado con qué | balance scale
  Añade tres preguntas cada vez que alguien pregunte {question}: ¿para quién, en qué cantidad y comparado con qué?
  Un sí o un no a secas esconde casi todo lo que importa.
  Lo mismo puede ir bien a una persona y ser mala idea para otra.

@angle evidence 1 verdict 🔬 | qué dice la evidencia | medical research lab
  Pregunta en qué pruebas se apoyan las respuestas cuando alguien pregunta {question}: estudios grandes, estudios pequeños o la historia de una sola persona.
  Las afirmaciones rotundas, de un lado o del otro, merecen la misma comprobación.

@angle sides 2 verdict 🌍 | quién dice sí y quién dice no | group discussion
  Pregunta quién dice que sí y quién dice que no cuando se pregunta {question}, y qué gana cada parte con su respuesta.
  Saber quién se beneficia no hace falsa una afirmación, pero te dice dónde mirar con más cuidado.
`),
);
