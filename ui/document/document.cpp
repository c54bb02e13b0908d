#include "ui/document/document.h"

#include "model/schema/objectpath.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

// One edit: the project before and after. Projects share their data implicitly, so a snapshot
// costs little more than the parts that changed.
class ProjectEditCommand : public QUndoCommand
{
public:
    ProjectEditCommand(Document *document, const QString &text, Project before, Project after,
                       QString mergeKey)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_selectionBefore(document->selection())
        , m_selectionAfter(m_selectionBefore)
        , m_mergeKey(std::move(mergeKey))
    {}

    // Redo returns to what was selected when the edit was undone: the object the edit made or
    // renamed, once the caller has selected it.
    void undo() override
    {
        m_selectionAfter = m_document->selection();
        m_document->apply(m_before, m_selectionBefore);
    }
    void redo() override { m_document->apply(m_after, m_selectionAfter); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ProjectEditCommand *>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        if (m_after == m_before)
            setObsolete(true);
        return true;
    }

private:
    Document *m_document;
    Project m_before;
    Project m_after;
    QString m_selectionBefore;
    QString m_selectionAfter;
    QString m_mergeKey;
};

Document::Document(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &Document::fileStateChanged);
}

Document::~Document()
{
    // The undo stack, a child, is deleted after this part of the object is gone, and it clears
    // itself then, emitting its text and index changes: the panels that hear them would ask a
    // half-destroyed Document for its stack (UBSan, scripts/sanitize). It goes now, silent.
    m_undoStack->blockSignals(true);
    delete m_undoStack;
}

QString Document::displayName() const
{
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).fileName();
    return m_untitledName.isEmpty() ? tr("Untitled") : m_untitledName;
}

QString Document::baseName() const
{
    if (!m_filePath.isEmpty()) {
        const QString name = QFileInfo(m_filePath).fileName();
        if (name.endsWith(projectSuffix()) && name.size() > projectSuffix().size())
            return name.chopped(projectSuffix().size());
        return QFileInfo(m_filePath).completeBaseName();
    }
    return m_untitledName.isEmpty() ? tr("untitled") : m_untitledName;
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::reset(const Project &project, const QString &filePath, const QString &untitledName)
{
    m_undoStack->clear();
    m_filePath = filePath.isEmpty() ? QString() : QFileInfo(filePath).absoluteFilePath();
    m_untitledName = m_filePath.isEmpty() ? untitledName : QString();
    m_project = project;
    m_selection.clear();
    emit replaced();
    emit changed();
    emit selectionChanged(m_selection);
    emit fileStateChanged();
}

void Document::restore(const Project &saved, const Project &recovered, const QString &filePath,
                       const QString &untitledName)
{
    reset(saved, filePath, untitledName);
    edit(tr("Recovered Changes"), [&recovered](Project *p, QString *) {
        *p = recovered;
        return true;
    });
}

void Document::markSaved(const QString &filePath)
{
    m_filePath = QFileInfo(filePath).absoluteFilePath();
    m_untitledName.clear();
    m_undoStack->setClean();
    emit fileStateChanged();
}

void Document::markUnsaved()
{
    m_undoStack->resetClean();
    emit fileStateChanged();
}

bool Document::edit(const QString &text, const Change &change, QString *error,
                    const QString &mergeKey)
{
    Project after = m_project;
    QString message;
    if (!change(&after, &message)) {
        if (error)
            *error = message;
        return false;
    }
    if (after == m_project)
        return false;
    m_undoStack->push(new ProjectEditCommand(this, text, m_project, std::move(after), mergeKey));
    return true;
}

QString Document::selectedTable() const
{
    const ObjectPath path = ObjectPath::parse(m_selection);
    if (path.kind == ObjectPath::Kind::Project || path.kind == ObjectPath::Kind::Namespace)
        return {};
    return m_project.findTable(path.tableFullName()) ? path.tableFullName() : QString();
}

void Document::select(const QString &objectPath)
{
    if (objectPath == m_selection)
        return;
    m_selection = objectPath;
    emit selectionChanged(m_selection);
}

void Document::apply(const Project &project, const QString &selection)
{
    m_project = project;
    emit changed();
    select(selection);
}
