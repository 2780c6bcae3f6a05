import FoundationEssentials
import Glibc
import RecipeGridCore

/// File ▸ Print…'s output: the document laid out on the locale's paper (README, Printing)
/// and saved as a PDF in the documents folder, or written to a scratch file for CUPS.
enum PrintJobs {
    /// Saves `document` as "NAME.pdf" beside Export's files; returns the toast.
    static func savePDF(_ document: PrintDocument, environment: [String: String]) -> String {
        let (folder, path) = ExportFolder.freePath(for: document.fileName, environment: environment)
        let home = XDGFolders(environment: environment).home
        let written: PDFWriter.Written
        do {
            written = try PDFWriter.write(document, paper: PaperSize.forLocale(environment), to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            let reason = access(folder, W_OK) == 0 ? error.message : ExportFolder.reason(writing: folder)
            // TRANSLATORS: a toast; {folder} is where the PDF was to go, {reason} why it could not.
            return tr("Could not save the PDF in {folder}: {reason}", ["folder": ExportFolder.shown(folder, home: home), "reason": reason])
        }
        // TRANSLATORS: a toast; {path} is the PDF written, "~/Documents/Pancakes.pdf".
        let saved = tr("Saved {path}", ["path": ExportFolder.shown(path, home: home)])
        return written.withoutPango.map { withWarning(saved, $0) } ?? saved
    }

    /// A toast with what the printed pages lack after it.
    private static func withWarning(_ done: String, _ warning: String) -> String {
        // TRANSLATORS: a toast: {done} is "Saved ~/Documents/Pancakes.pdf" or "Sent to office",
        // {warning} "without Pango (libpangocairo-1.0-0), so Hebrew, Arabic and CJK print wrongly".
        tr("{done}, {warning}", ["done": done, "warning": warning])
    }

    /// The work of printing `copies` of `document` on `printer`: the PDF is written now,
    /// on the main thread (it takes milliseconds), and handed to CUPS by the returned
    /// closure, which may wait on the network and so runs on a thread.
    static func job(_ document: PrintDocument, printer: String, copies: Int, environment: [String: String]) -> @Sendable () -> Action {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recipegrid-\(UUID().uuidString).pdf").path
        let written: PDFWriter.Written
        do {
            written = try PDFWriter.write(document, paper: PaperSize.forLocale(environment), to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            // TRANSLATORS: a toast; {reason} is why the pages could not be made.
            let message = tr("Could not print: {reason}", ["reason": error.message])
            return { .printFinished(message) }
        }
        let title = document.title
        return { [withoutPango = written.withoutPango] in
            // CUPS has its own copy of the file once the job is in.
            defer { try? FileManager.default.removeItem(atPath: path) }
            let sent = Printers.print(path, to: printer, title: title, copies: copies)
            return .printFinished(withoutPango.map { withWarning(sent, $0) } ?? sent)
        }
    }
}
