// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
export default new Map([
  ["EvenGround Coach", "Coach de EvenGround"],
  ["Chat assistant", "Asistente de chat"],
  ["Get help now", "Obtener ayuda ahora"],
  ["Close chat", "Cerrar el chat"],
  ["How are you feeling today?", "¿Cómo se siente hoy?"],
  ["Select an emotion to start a guided chat with our EvenGround Coach.", "Elija una emoción para empezar una conversación guiada con nuestro Coach de EvenGround."],
  ["Close", "Cerrar"],
  ["Anxious", "Con ansiedad"],
  ["Confused", "Con dudas"],
  ["Overwhelmed", "Con agobio"],
  ["Hopeful", "Con esperanza"],
  ["Just Browsing", "Solo estoy mirando"],
]);
