import CCups
import FoundationEssentials
import RecipeGridCore

/// The printers of the CUPS print service and print jobs sent to them, through libcups, which
/// is opened when printing is first asked for (Sources/CCups says why).
/// Both calls may wait on the network (a print server that does not answer holds them for
/// its timeout), so the runner makes them on a thread of their own.
enum Printers {
    /// The printers CUPS offers, its default first, or why there are none.
    static func find() -> PrinterList {
        var dests: UnsafeMutablePointer<cups_dest_t>?
        let count = ccups_get_dests2(ccups_http_default(), &dests)
        defer { ccups_free_dests(count, dests) }
        guard count > 0, let dests else { return PrinterList(names: [], problem: noPrintersReason()) }
        // Instances ("office/duplex") are saved option sets of a printer; the printer itself is listed.
        let printers = (0..<Int(count)).map { dests[$0] }.filter { $0.instance == nil }
        let ordered = printers.filter { $0.is_default != 0 } + printers.filter { $0.is_default == 0 }
        return PrinterList(names: ordered.map { String(cString: $0.name) })
    }

    /// Why CUPS listed no printer: the service did not answer, or it has none set up.
    private static func noPrintersReason() -> String {
        let status = ccups_last_error()
        // TRANSLATORS: why there is no printer to choose, after "No printers: ".
        if status == IPP_STATUS_OK || status == IPP_STATUS_ERROR_NOT_FOUND { return tr("none is set up in the CUPS print service") }
        // TRANSLATORS: why there is no printer to choose, after "No printers: ".
        return tr("the CUPS print service is not running")
    }

    /// Sends the PDF at `path` to `printer`, `copies` times; returns the toast that says so.
    static func print(_ path: String, to printer: String, title: String, copies: Int) -> String {
        var options: UnsafeMutablePointer<cups_option_t>?
        let count = ccups_add_option("copies", String(copies), 0, &options)
        defer { ccups_free_options(count, options) }
        let job = ccups_print_file(printer, path, title, count, options)
        guard job > 0 else {
            // TRANSLATORS: a toast; {printer} is the printer's name, {reason} the print service's.
            return tr("Could not print to {printer}: {reason}", ["printer": printer, "reason": String(cString: ccups_last_error_string())])
        }
        return copies == 1
            // TRANSLATORS: a toast; {printer} is the printer's name.
            ? tr("Sent to {printer}", ["printer": printer])
            : trn("Sent {count} copy to {printer}", "Sent {count} copies to {printer}", count: copies, ["printer": printer])
    }
}
