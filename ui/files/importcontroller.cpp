#include "ui/files/importcontroller.h"

#include "model/schema/localizedtext.h"
#include "model/schema/project.h"
#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/files/importdialog.h"

#include <QAction>
#include <QMessageBox>

#include <algorithm>

namespace {
// A row of imported cards below the lowest existing card starts this far below its top: the
// distance the import itself leaves between its rows.
constexpr int kRowHeight = 340;
} // namespace

ImportController::ImportController(Document *document, FileController *files, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_window(window)
    , m_action(new QAction(this))
{
    // A document with an arrow into it: not Open's folder, which sits beside it in the menu.
    m_action->setIcon(QIcon(QStringLiteral(":/icons/document-import.svg")));
    connect(m_action, &QAction::triggered, this, &ImportController::importWithDialog);
    retranslate();
}

void ImportController::retranslate()
{
    m_action->setText(tr("&Import..."));
    m_action->setStatusTip(tr("Read existing tables from describe output, an HBase shell "
                              "script or REST schema JSON, from files or pasted text"));
}

bool ImportController::importWithDialog()
{
    ImportDialog dialog(!m_document->project().tables.isEmpty(), m_files->dialogDirectory(),
                        m_window);
    watchMerge(dialog);
    return dialog.exec() == QDialog::Accepted && apply(dialog);
}

void ImportController::watchMerge(ImportDialog &dialog) const
{
    dialog.setMergeCheck([this](const Project &imported) {
        Project copy = m_document->project();
        QString error;
        return addTo(&copy, imported, &error) ? QString() : error;
    });
}

bool ImportController::apply(ImportDialog &dialog)
{
    const Importer::Result &result = dialog.result();
    if (!result.project)
        return false;
    const int tables = int(result.project->tables.size());
    const int warnings = int(result.log.warnings().size());
    if (dialog.merge()) {
        const Project imported = *result.project;
        QString error;
        if (!m_document->edit(
                tr("Import %n Table(s)", nullptr, tables),
                [&imported](Project *p, QString *e) { return addTo(p, imported, e); }, &error)) {
            QMessageBox::warning(m_window, tr("Cannot Import"), error);
            return false;
        }
        if (!imported.tables.isEmpty())
            m_document->select(imported.tables.first().fullName());
    } else {
        if (!m_files->maybeSave())
            return false;
        m_files->openUntitled(*result.project, dialog.suggestedName());
        m_document->markUnsaved(); // read from files or pasted text: ask before dropping it
    }
    emit statusMessage(warnings ? tr("Imported %1 with %n warning(s)", nullptr, warnings)
                                      .arg(tr("%n table(s)", nullptr, tables))
                                : tr("Imported %n table(s)", nullptr, tables));
    return true;
}

bool ImportController::addTo(Project *project, const Project &imported, QString *error)
{
    QStringList clashes; // all of them, so that one look says what to rename
    for (const Table &table : imported.tables) {
        if (project->findTable(table.fullName()))
            clashes.append(table.qualifiedName());
    }
    if (!clashes.isEmpty()) {
        *error = tr("Already in this project: %1. Import as a new project, or rename or delete "
                    "those tables here first.")
                     .arg(joinList(clashes));
        return false;
    }
    for (const Namespace &ns : imported.namespaces) {
        const bool declared = std::any_of(project->namespaces.cbegin(), project->namespaces.cend(),
                                          [&ns](const Namespace &n) { return n.name == ns.name; });
        if (!declared)
            project->namespaces.append(ns);
    }
    int top = 0;
    for (const Table &table : std::as_const(project->tables))
        top = std::max(top, table.position.y + kRowHeight);
    for (Table table : imported.tables) {
        table.position.y += top;
        project->tables.append(table);
    }
    if (!imported.notes.isEmpty())
        project->notes +=
            (project->notes.isEmpty() ? QString() : QStringLiteral("\n\n")) + imported.notes;
    return true;
}
