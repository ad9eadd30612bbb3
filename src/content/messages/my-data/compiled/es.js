// Compiled by scripts/i18n.mjs with Paraglide JS from the .json beside this folder: do not edit.
import * as registry from '../../registry.js';
export default new Map([
  ["Your data on this device", "Sus datos en este dispositivo"],
  ["See what EvenGround keeps on this device, encrypted with your passphrase: back it up, restore it, change the passphrase or erase it.", "Vea lo que EvenGround guarda en este dispositivo, cifrado con su frase de contraseña: haga una copia de seguridad, restáurela, cambie la frase de contraseña o bórrelo todo."],
  ["Everything you save in EvenGround stays in this browser, encrypted with your passphrase. Nothing is sent to us or anyone else.", "Todo lo que guarda en EvenGround se queda en este navegador, cifrado con su frase de contraseña. No se nos envía nada a nosotros ni a nadie más."],
  ["Your", "Su"],
  ["co-parenting journal", "diario de crianza compartida"],
  ["is kept here too, with the same encryption, backup and erase.", "también se guarda aquí, con el mismo cifrado, la misma copia de seguridad y el mismo borrado."],
  ["Protected storage:", "Almacenamiento protegido:"],
  ["Unlocked", "Desbloqueado"],
  ["Locked", "Bloqueado"],
  ["Not set up yet", "Todavía sin crear"],
  ["Checking…", "Comprobando…"],
  ["What is stored", "Lo que está guardado"],
  ["Loading…", "Cargando…"],
  ["Nothing is saved yet. Tools such as the financial affidavit and the parenting plan save here.", "Todavía no hay nada guardado. Herramientas como la declaración jurada financiera y el plan de crianza guardan aquí."],
  ["Kind", "Tipo"],
  ["Items", "Elementos"],
  ["Last change", "Último cambio"],
  ["Attached files take {size} on this device (kept encrypted; the browser's own count under \"Storage on this device\" includes them).", (i) => {
	return /** @type {LocalizedString} */ (`Los archivos adjuntos ocupan ${i?.size} en este dispositivo (guardados con cifrado; la cuenta del propio navegador en “Almacenamiento en este dispositivo” los incluye).`)
}],
  ["{count} item saved by an older version could not be read. It is kept, encrypted, under \"Older saved data that could not be read\". | {count} items saved by an older version could not be read. They are kept, encrypted, under \"Older saved data that could not be read\".", (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`No se pudo leer ${i?.count} elemento guardado por una versión anterior. Se conserva, cifrado, en “Datos guardados anteriores que no se pudieron leer”.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`No se pudieron leer ${i?.count} elementos guardados por una versión anterior. Se conservan, cifrados, en “Datos guardados anteriores que no se pudieron leer”.`);
	return /** @type {LocalizedString} */ ("legacy_unreadable");
}],
  ["Financial affidavit", "Declaración jurada financiera"],
  ["Parenting plan", "Plan de crianza"],
  ["Checklists", "Listas de tareas"],
  ["Expense sheets", "Hojas de gastos"],
  ["Quiz results", "Resultados de cuestionarios"],
  ["Mediation reports", "Informes de mediación"],
  ["Story drafts", "Borradores de historias"],
  ["Unsaved changes (kept automatically)", "Cambios sin guardar (conservados automáticamente)"],
  ["Parenting-time schedule", "Calendario de tiempo de crianza"],
  ["Parenting-time schedule summary", "Resumen del calendario de tiempo de crianza"],
  ["Exchanges and make-up time from the journal (for actual overnights)", "Intercambios y tiempo de reposición del diario (para las noches reales)"],
  ["Co-parenting journal (blocks of up to 200 saved versions)", "Diario de crianza compartida (bloques de hasta 200 versiones guardadas)"],
  ["Older saved data that could not be read", "Datos guardados anteriores que no se pudieron leer"],
  ["Attached files (photos, documents, recordings)", "Archivos adjuntos (fotos, documentos, grabaciones)"],
  ["Storage on this device", "Almacenamiento en este dispositivo"],
  ["Persistent: this browser will not clear your data to free space.", "Permanente: este navegador no borrará sus datos para liberar espacio."],
  ["Not persistent: the browser may clear this data if the device runs low on space. Keep a backup.", "No permanente: el navegador puede borrar estos datos si al dispositivo le queda poco espacio. Tenga una copia de seguridad."],
  ["This browser does not say whether it keeps the data permanently. Keep a backup.", "Este navegador no dice si guarda los datos de forma permanente. Tenga una copia de seguridad."],
  ["Using about {usage} of {quota} available to this site.", (i) => {
	return /** @type {LocalizedString} */ (`Usa aproximadamente ${i?.usage} de los ${i?.quota} disponibles para este sitio.`)
}],
  ["This browser does not report how much space is used.", "Este navegador no informa cuánto espacio se usa."],
  ["Ask to keep storage", "Pedir que se conserve el almacenamiento"],
  ["Storage kept", "Almacenamiento conservado"],
  ["This browser will keep your data unless you delete it.", "Este navegador conservará sus datos a menos que usted los borre."],
  ["Not granted yet", "Todavía no se concedió"],
  ["This browser did not agree to keep storage permanently. Installing EvenGround to your home screen or bookmarking it often helps. Keep a backup.", "Este navegador no aceptó conservar el almacenamiento de forma permanente. Suele ayudar instalar EvenGround en la pantalla de inicio o guardarlo en marcadores. Tenga una copia de seguridad."],
  ["Locking", "Bloqueo"],
  ["Your data locks itself after a time without activity (a notice comes about a minute before), and whenever you press Lock. Locking here locks every EvenGround window on this device.", "Sus datos se bloquean solos después de un tiempo sin actividad (un aviso aparece más o menos un minuto antes), y cada vez que pulsa Bloquear. Bloquear aquí bloquea todas las ventanas de EvenGround en este dispositivo."],
  ["Lock after this long without activity", "Bloquear después de este tiempo sin actividad"],
  ["1 minute", "1 minuto"],
  ["{count} minutes", (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} minutos`)
}],
  ["1 hour", "1 hora"],
  ["Lock now", "Bloquear ahora"],
  ["Change passphrase", "Cambiar la frase de contraseña"],
  ["Current passphrase", "Frase de contraseña actual"],
  ["New passphrase", "Nueva frase de contraseña"],
  ["Type the new passphrase again", "Escriba otra vez la nueva frase de contraseña"],
  ["Changing…", "Cambiando…"],
  ["Passphrase changed", "Frase de contraseña cambiada"],
  ["Use your new passphrase from now on. Your recovery key still works.", "De ahora en adelante, use su nueva frase de contraseña. Su clave de recuperación sigue funcionando."],
  ["New recovery key", "Nueva clave de recuperación"],
  ["Make a new recovery key if the old one was lost or seen by someone else. The old key stops working.", "Cree una nueva clave de recuperación si perdió la anterior o si otra persona la vio. La clave anterior deja de funcionar."],
  ["Your passphrase", "Su frase de contraseña"],
  ["Making…", "Creando…"],
  ["Make a new recovery key", "Crear una nueva clave de recuperación"],
  ["Your saved items are still encrypted with the same key, so a backup made before this change still opens with the old passphrase or recovery key. If someone may know them or may have such a backup, also", "Sus elementos guardados siguen cifrados con la misma clave, así que una copia de seguridad hecha antes de este cambio todavía se abre con la frase de contraseña o la clave de recuperación anteriores. Si alguien puede conocerlas o tener una copia así,"],
  ["replace the encryption key", "reemplace también la clave de cifrado"],
  [". Other EvenGround windows on this device were locked.", ". Se bloquearon las otras ventanas de EvenGround en este dispositivo."],
  ["Replace the encryption key", "Reemplazar la clave de cifrado"],
  ["Changing the passphrase or the recovery key does not change the key your items are encrypted with. This makes a new key and encrypts every saved item again with it. Afterwards, backups made before, the old recovery key and any copy of this device's storage taken before open nothing saved here. Your passphrase stays the same; you get a new recovery key, shown once. Other EvenGround windows on this device lock while it runs.", "Cambiar la frase de contraseña o la clave de recuperación no cambia la clave con la que se cifran sus elementos. Esto crea una clave nueva y vuelve a cifrar con ella cada elemento guardado. Después, las copias de seguridad hechas antes, la clave de recuperación anterior y cualquier copia del almacenamiento de este dispositivo tomada antes no abren nada de lo guardado aquí. Su frase de contraseña sigue igual; recibe una nueva clave de recuperación, que se muestra una sola vez. Mientras tanto, se bloquean las otras ventanas de EvenGround en este dispositivo."],
  ["Encrypting again: {done} of {total} items…", (i) => {
	return /** @type {LocalizedString} */ (`Cifrando otra vez: ${i?.done} de ${i?.total} elementos…`)
}],
  ["Checking your passphrase…", "Comprobando su frase de contraseña…"],
  ["Items encrypted again", "Elementos cifrados otra vez"],
  ["Replacing…", "Reemplazando…"],
  ["Encryption key replaced", "Clave de cifrado reemplazada"],
  ["Every saved item is now encrypted with a new key. Backups made before today no longer match this device: export a new backup.", "Cada elemento guardado está ahora cifrado con una clave nueva. Las copias de seguridad hechas antes de hoy ya no sirven para este dispositivo: exporte una copia de seguridad nueva."],
  ["Type your passphrase.", "Escriba su frase de contraseña."],
  ["Backup", "Copia de seguridad"],
  ["Download an encrypted copy of everything saved here. It opens only with your passphrase (or recovery key) of today. Attached files (photos, documents, recordings) are in it when together they are under 400 MB.", "Descargue una copia cifrada de todo lo que está guardado aquí. Solo se abre con su frase de contraseña (o su clave de recuperación) de hoy. Los archivos adjuntos (fotos, documentos, grabaciones) van incluidos cuando entre todos ocupan menos de 400 MB."],
  ["Making the backup…", "Haciendo la copia de seguridad…"],
  ["Export backup", "Exportar una copia de seguridad"],
  ["Backup downloaded", "Copia de seguridad descargada"],
  ["The file is encrypted: it opens only with your passphrase. Keep it somewhere safe.", "El archivo está cifrado: solo se abre con su frase de contraseña. Guárdelo en un lugar seguro."],
  [" Your attached files did not fit (a backup holds at most 400 MB), so it has your records and the names and fingerprints of the files, but not the files themselves. Keep the originals, or save copies from the journal.", " Sus archivos adjuntos no cupieron (una copia de seguridad lleva como máximo 400 MB), así que tiene sus registros y los nombres y las huellas digitales de los archivos, pero no los archivos mismos. Conserve los originales o guarde copias desde el diario."],
  [" Your attached files are in it too.", " Sus archivos adjuntos también van incluidos."],
  ["Backup not made", "No se hizo la copia de seguridad"],
  ["Import a backup", "Importar una copia de seguridad"],
  ["Restore from a backup", "Restaurar desde una copia de seguridad"],
  ["Backup file", "Archivo de la copia de seguridad"],
  ["Passphrase of the backup", "Frase de contraseña de la copia de seguridad"],
  ["The passphrase in use when the backup was made.", "La frase de contraseña que se usaba cuando se hizo la copia de seguridad."],
  [" Not needed for a backup made on this device since its encryption key was last replaced.", " No hace falta para una copia hecha en este dispositivo después del último reemplazo de su clave de cifrado."],
  ["How to import", "Cómo importar"],
  ["Merge: add the backup's items, keeping the newer copy of each", "Combinar: agregar los elementos de la copia y conservar la versión más reciente de cada uno"],
  ["Replace: everything on this device becomes the backup", "Reemplazar: todo lo de este dispositivo pasa a ser la copia de seguridad"],
  ["Choose the backup file first.", "Primero elija el archivo de la copia de seguridad."],
  ["Type the passphrase that protected the data when the backup was made.", "Escriba la frase de contraseña que protegía los datos cuando se hizo la copia de seguridad."],
  ["This backup was protected by another passphrase or key. Type the passphrase that protected the data when the backup was made.", "Esta copia de seguridad estaba protegida con otra frase de contraseña o clave. Escriba la frase de contraseña que protegía los datos cuando se hizo la copia de seguridad."],
  ["Replace everything saved on this device with the backup? Items saved here but not in the backup will be gone.", "¿Reemplazar todo lo guardado en este dispositivo con la copia de seguridad? Los elementos guardados aquí que no estén en la copia desaparecerán."],
  ["Add the items from this backup to this device?", "¿Agregar a este dispositivo los elementos de esta copia de seguridad?"],
  ["This backup was made on {date}", (i) => {
	return /** @type {LocalizedString} */ (`Esta copia de seguridad se hizo el ${i?.date}`)
}],
  ["This backup was made on {date} (as the file says; older backups do not protect this date)", (i) => {
	return /** @type {LocalizedString} */ (`Esta copia de seguridad se hizo el ${i?.date} (según dice el archivo; las copias más antiguas no protegen esta fecha)`)
}],
  ["This backup does not say when it was made", "Esta copia de seguridad no dice cuándo se hizo"],
  ["and holds 1 item", "y contiene 1 elemento"],
  ["and holds {count} items", (i) => {
	return /** @type {LocalizedString} */ (`y contiene ${i?.count} elementos`)
}],
  [", {count} of them attached file", (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} de ellos es un archivo adjunto`)
}],
  [", {count} of them attached files", (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} de ellos son archivos adjuntos`)
}],
  ["Your passphrase and recovery key stay as they are.", "Su frase de contraseña y su clave de recuperación se quedan como están."],
  ["Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made. The passphrase and recovery key used here now will stop working.", "Después, sus datos se abrirán con la frase de contraseña que protegía la copia de seguridad y con la clave de recuperación que era válida cuando se hizo. La frase de contraseña y la clave de recuperación que se usan aquí ahora dejarán de funcionar."],
  ["Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made.", "Después, sus datos se abrirán con la frase de contraseña que protegía la copia de seguridad y con la clave de recuperación que era válida cuando se hizo."],
  ["Importing…", "Importando…"],
  ["Yes, replace", "Sí, reemplazar"],
  ["Yes, merge", "Sí, combinar"],
  ["Cancel", "Cancelar"],
  ["Import backup", "Importar la copia de seguridad"],
  ["Backup restored", "Copia de seguridad restaurada"],
  ["{imported} item added or updated; {kept} kept because this device had the same or a newer copy. | {imported} items added or updated; {kept} kept because this device had the same or a newer copy.", (i) => {const importedPlural = registry.plural("es", i?.imported, {});
	const keptPlural = registry.plural("es", i?.kept, {});
	if (importedPlural === "one" && keptPlural === "one") return /** @type {LocalizedString} */ (`${i?.imported} elemento agregado o actualizado; ${i?.kept} conservado porque este dispositivo tenía la misma versión o una más reciente.`);
	if (importedPlural === "one" && keptPlural === "other") return /** @type {LocalizedString} */ (`${i?.imported} elemento agregado o actualizado; ${i?.kept} conservados porque este dispositivo tenía la misma versión o una más reciente.`);
	if (importedPlural === "other" && keptPlural === "one") return /** @type {LocalizedString} */ (`${i?.imported} elementos agregados o actualizados; ${i?.kept} conservado porque este dispositivo tenía la misma versión o una más reciente.`);
	if (importedPlural === "other" && keptPlural === "other") return /** @type {LocalizedString} */ (`${i?.imported} elementos agregados o actualizados; ${i?.kept} conservados porque este dispositivo tenía la misma versión o una más reciente.`);
	return /** @type {LocalizedString} */ ("restored_merge");
}],
  ["{imported} item restored. | {imported} items restored.", (i) => {const importedPlural = registry.plural("es", i?.imported, {});
	if (importedPlural === "one") return /** @type {LocalizedString} */ (`${i?.imported} elemento restaurado.`);
	if (importedPlural === "other") return /** @type {LocalizedString} */ (`${i?.imported} elementos restaurados.`);
	return /** @type {LocalizedString} */ ("restored_replace");
}],
  [" Your data now opens with the passphrase that protected the backup, and with the recovery key that was valid when it was made. The passphrase and recovery key used here before no longer work.", " Ahora sus datos se abren con la frase de contraseña que protegía la copia de seguridad y con la clave de recuperación que era válida cuando se hizo. La frase de contraseña y la clave de recuperación que se usaban aquí antes ya no funcionan."],
  [" Your data now opens with the passphrase that protected the backup, and with the recovery key that was valid when it was made.", " Ahora sus datos se abren con la frase de contraseña que protegía la copia de seguridad y con la clave de recuperación que era válida cuando se hizo."],
  [" Your passphrase and recovery key are unchanged.", " Su frase de contraseña y su clave de recuperación no cambiaron."],
  [" Other EvenGround windows on this device were locked.", " Se bloquearon las otras ventanas de EvenGround en este dispositivo."],
  ["Erase everything on this device", "Borrar todo en este dispositivo"],
  ["This deletes your passphrase setup and every saved item here. It cannot be undone. Export a backup first if you may need the data.", "Esto borra la configuración de su frase de contraseña y cada elemento guardado aquí. No se puede deshacer. Si puede necesitar los datos, exporte primero una copia de seguridad."],
  ["Files you downloaded (backups, PDFs, CSV files, a saved or printed recovery key) are not in EvenGround: they stay where you saved them, for example in Downloads. Delete them there if you need to.", "Los archivos que descargó (copias de seguridad, PDF, archivos CSV, una clave de recuperación guardada o impresa) no están en EvenGround: se quedan donde los guardó, por ejemplo en Descargas. Bórrelos allí si lo necesita."],
  ["Your passphrase or recovery key", "Su frase de contraseña o su clave de recuperación"],
  ["Type {word} to confirm", (i) => {
	return /** @type {LocalizedString} */ (`Escriba ${i?.word} para confirmar`)
}],
  ["Erasing…", "Borrando…"],
  ["Erase everything", "Borrar todo"],
  ["Type your passphrase or your recovery key.", "Escriba su frase de contraseña o su clave de recuperación."],
  ["Everything erased", "Todo borrado"],
  ["The protected storage on this device was deleted with every saved item.", "Se borró el almacenamiento protegido de este dispositivo con cada elemento guardado."],
  [" You were signed out of your account.", " Se cerró la sesión de su cuenta."],
  [" Signing out of your account did not work: use Log Out.", " No se pudo cerrar la sesión de su cuenta: use Cerrar sesión."],
  ["Not erased", "No se borró"],
  ["Discretion", "Discreción"],
  ["Use plain names on this device", "Usar nombres comunes en este dispositivo"],
  ["Files you download (backups, the recovery key, PDFs, calendar files) get names like “document-2026-03-02.pdf”, and calendar events read “With Alex”. If you add the app to your home screen after turning this on, it is called “Notes” with a plain icon.", "Los archivos que descarga (copias de seguridad, la clave de recuperación, PDF, archivos de calendario) reciben nombres como “document-2026-03-02.pdf”, y los eventos del calendario dicen “Con Alex”. Si agrega la aplicación a su pantalla de inicio después de activar esto, se llama “Notas” y tiene un ícono sencillo."],
  ["This does not hide your browser history, an app installed earlier, or what is inside a PDF. See", "Esto no oculta el historial de su navegador, una aplicación instalada antes ni lo que hay dentro de un PDF. Vea"],
  ["what it can and cannot hide", "lo que puede ocultar y lo que no"],
  ["Not changed", "No se cambió"],
  ["This browser did not let us keep the choice. Check that it allows this site to store data.", "Este navegador no nos dejó guardar la elección. Revise que permita a este sitio guardar datos."],
  ["Something went wrong. Nothing was changed. Please try again.", "Algo salió mal. No se cambió nada. Inténtelo de nuevo."],
  ["Lost both? EvenGround cannot erase without one of them, so that nobody who picks up this device can delete your records. You can still remove everything EvenGround keeps in this browser yourself: open the browser's settings, find the stored data for this site (often under Privacy, then Site settings or Cookies and site data) and delete it.", "¿Perdió las dos? EvenGround no puede borrar sin una de ellas, para que nadie que tome este dispositivo pueda borrar sus registros. Aun así, usted puede quitar por su cuenta todo lo que EvenGround guarda en este navegador: abra la configuración del navegador, busque los datos guardados de este sitio (muchas veces en Privacidad, luego Configuración de sitios o Cookies y datos de sitios) y bórrelos."],
  ["That is not your passphrase or your recovery key, so nothing was erased. Check for typing mistakes and try again.", "Esa no es su frase de contraseña ni su clave de recuperación, así que no se borró nada. Revise si hay errores al escribir e inténtelo de nuevo."],
  ["That passphrase does not open this backup. Use the passphrase that protected the data when the backup was made. Nothing was changed.", "Esa frase de contraseña no abre esta copia de seguridad. Use la frase de contraseña que protegía los datos cuando se hizo la copia. No se cambió nada."],
  ["Your data is locked. Unlock it with your passphrase to continue.", "Sus datos están bloqueados. Desbloquéelos con su frase de contraseña para continuar."],
  ["This device has run out of storage space for EvenGround, so the latest change was not saved. Everything saved before is still safe. Free some space (or delete old items on \"Your data on this device\") and save again.", "Este dispositivo se quedó sin espacio de almacenamiento para EvenGround, así que no se guardó el último cambio. Todo lo guardado antes sigue a salvo. Libere espacio (o borre elementos antiguos en “Sus datos en este dispositivo”) y guarde otra vez."],
  ["Your data was locked while the backup was being restored, so nothing was changed. Unlock and restore it again.", "Sus datos se bloquearon mientras se restauraba la copia de seguridad, así que no se cambió nada. Desbloquéelos y restáurela otra vez."],
  ["The backup was restored, but your data was locked while it finished, so it stays locked. Unlock to see the restored items.", "La copia de seguridad se restauró, pero sus datos se bloquearon mientras terminaba, así que siguen bloqueados. Desbloquéelos para ver los elementos restaurados."],
  ["The encryption key could not be replaced: this browser stopped letting EvenGround use its storage part-way through (for example after a storage clean-up or an update in another window). Nothing was changed: your items, passphrase and recovery key are as they were. Reload the page and try again.", "No se pudo reemplazar la clave de cifrado: este navegador dejó de permitir que EvenGround usara su almacenamiento a mitad del proceso (por ejemplo, después de una limpieza del almacenamiento o de una actualización en otra ventana). No se cambió nada: sus elementos, su frase de contraseña y su clave de recuperación siguen como estaban. Vuelva a cargar la página e inténtelo de nuevo."],
  ["Your data was locked while the encryption key was being replaced, so nothing was changed. Unlock and try again.", "Sus datos se bloquearon mientras se reemplazaba la clave de cifrado, así que no se cambió nada. Desbloquéelos e inténtelo de nuevo."],
  ["Something was saved while the encryption key was being replaced, so nothing was changed. Please try again.", "Se guardó algo mientras se reemplazaba la clave de cifrado, así que no se cambió nada. Inténtelo de nuevo."],
  ["This file cannot be used as an EvenGround backup: {detail}. Nothing on this device was changed.", (i) => {
	return /** @type {LocalizedString} */ (`Este archivo no se puede usar como copia de seguridad de EvenGround: ${i?.detail}. No se cambió nada en este dispositivo.`)
}],
  ["it is incomplete or has been changed", "está incompleto o fue modificado"],
  ["it holds the same item twice", "contiene el mismo elemento dos veces"],
  ["it is not a complete EvenGround backup (it may be cut short or damaged)", "no es una copia de seguridad completa de EvenGround (puede estar cortada o dañada)"],
  ["it is not an EvenGround backup", "no es una copia de seguridad de EvenGround"],
  ["it was made by a newer version of EvenGround", "la hizo una versión más nueva de EvenGround"],
  ["its passphrase settings are outside what EvenGround accepts", "la configuración de su frase de contraseña está fuera de lo que EvenGround acepta"],
  ["its version number was changed after it was made", "su número de versión se cambió después de hacerla"],
  ["some of its items do not open with its key", "algunos de sus elementos no se abren con su clave"],
  ["some of its items have names EvenGround never gives them", "algunos de sus elementos tienen nombres que EvenGround nunca les da"],
  ["the file could not be read", "no se pudo leer el archivo"],
  ["Saved mediation reports", "Informes de mediación guardados"],
  ["The reports you saved from the AI Mediator (the reports only, never the documents). Open one to read it on the mediator page, or rename or delete it here.", "Los informes que guardó desde el Mediador con IA (solo los informes, nunca los documentos). Abra uno para leerlo en la página del mediador, o cámbiele el nombre o bórrelo aquí."],
  ["Choose file", "Elegir archivo"],
  ["No file chosen", "Ningún archivo elegido"],
  ["evenground-backup-{date}.json", (i) => {
	return /** @type {LocalizedString} */ (`evenground-copia-de-seguridad-${i?.date}.json`)
}],
]);
