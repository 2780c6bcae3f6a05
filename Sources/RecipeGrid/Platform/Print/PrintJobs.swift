import Foundation
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
            return "Could not save the PDF in \(ExportFolder.shown(folder, home: home)): \(reason)"
        }
        let saved = "Saved \(ExportFolder.shown(path, home: home))"
        return written.withoutPango.map { "\(saved), \($0)" } ?? saved
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
            return { .printFinished("Could not print: \(error.message)") }
        }
        let title = document.title
        return { [withoutPango = written.withoutPango] in
            // CUPS has its own copy of the file once the job is in.
            defer { try? FileManager.default.removeItem(atPath: path) }
            let sent = Printers.print(path, to: printer, title: title, copies: copies)
            return .printFinished(withoutPango.map { "\(sent), \($0)" } ?? sent)
        }
    }
}
