/// File ▸ Open Cookbook…'s dialog (`OpenDialog`): opening it, its edits, Tab completion,
/// its list, and what comes back of a path opened.
extension AppState {
    /// Opens the dialog with an empty field, so the recent cookbooks show.
    mutating func openCookbookPrompt() {
        typeAhead.end()
        modal.showOpenDialog(OpenDialog(), over: focus)
        focus = .cookbookPath
    }

    mutating func editOpenDialog(_ field: TextField) {
        guard var dialog = modal.openDialog else { return }
        dialog.edit(field)
        modal.showOpenDialog(dialog, over: focus)
    }

    /// The folder the path is in is listed when it is not yet, for Tab to complete from.
    mutating func requestFolderListingIfNeeded(context: inout UpdateContext) {
        if focus == .editorField(.photo), let editor, let typed = editor.field(.photo)?.text.text,
            editor.photoListing?.folder != PathCompletion.folderPart(of: typed)
        {
            return context.effects.append(.listFolder(PathCompletion.folderPart(of: typed)))
        }
        guard let dialog = modal.openDialog, dialog.listing?.folder != dialog.folderPart else { return }
        context.effects.append(.listFolder(dialog.folderPart))
    }

    mutating func folderListed(_ listing: FolderListing) {
        if modal.openDialog == nil, var editor {
            editor.photoListed(listing)
            self.editor = editor
            return
        }
        guard var dialog = modal.openDialog else { return }
        dialog.listed(listing)
        modal.showOpenDialog(dialog, over: focus)
    }

    /// The rows of the list under the field.
    var openDialogRows: [OpenDialog.Row] { modal.openDialog?.rows(recent: recentCookbooks) ?? [] }

    /// A cookbook opened: the dialog, if it asked for it, closes.
    mutating func closeOpenDialog() {
        if modal.openDialog != nil { closeModal() }
    }

    /// A path did not open: the dialog that asked says why and stays; else a toast says it.
    mutating func openFailed(_ message: String, now: Seconds) {
        guard var dialog = modal.openDialog, dialog.opening else { return showToast(message, now: now) }
        dialog.failed(message)
        modal.showOpenDialog(dialog, over: focus)
    }

    mutating func performOpenDialogKey(_ key: ElementKey, context: inout UpdateContext) -> KeyOutcome {
        guard var dialog = modal.openDialog else { return .ignored }
        let rows = openDialogRows
        switch key {
        case .completePath where focus == .cookbookPath:
            if !dialog.complete() {
                if !rows.isEmpty { focus = .openList }
                return .handled
            }
        case .completePath, .previousOpenPart:
            focus = focus == .cookbookPath && !rows.isEmpty ? .openList : .cookbookPath
            return .handled
        case .nextOpenRow: dialog.moveHighlight(by: 1, count: rows.count)
        case .previousOpenRow: dialog.moveHighlight(by: -1, count: rows.count)
        case .closeOpenDialog:
            closeModal()
            return .handled
        case .openChoice:
            return openChoice(dialog, rows: rows, context: &context)
        default: return .ignored
        }
        modal.showOpenDialog(dialog, over: focus)
        return .handled
    }

    /// Return: a highlighted match goes into the field (a folder to go on from), a
    /// highlighted recent cookbook opens, else the typed path opens.
    private mutating func openChoice(_ dialog: OpenDialog, rows: [OpenDialog.Row], context: inout UpdateContext) -> KeyOutcome {
        var dialog = dialog
        if let row = dialog.highlighted.flatMap({ rows.indices.contains($0) ? rows[$0] : nil }) {
            switch row {
            case .match(let entry):
                dialog.choose(entry)
                focus = .cookbookPath
            case .recent(let cookbook) where dialog.choosesRecipeFolder:
                closeModal()
                saveEditor(asCopy: editor?.savingCopy ?? false, into: cookbook.paths[0], context: &context)
                return .handled
            case .recent(let cookbook):
                dialog.startOpening()
                context.effects.append(.openCookbook(cookbook.paths))
            }
        } else {
            let path = dialog.field.text.trimmingWhitespace()
            guard !path.isEmpty else { return .handled }
            if dialog.choosesRecipeFolder {
                closeModal()
                saveEditor(asCopy: editor?.savingCopy ?? false, into: path, context: &context)
                return .handled
            }
            dialog.startOpening()
            context.effects.append(.openCookbook([path]))
        }
        modal.showOpenDialog(dialog, over: focus)
        return .handled
    }
}
