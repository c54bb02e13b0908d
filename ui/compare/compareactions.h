#pragma once

#include <optional>

#include <functional>

#include <QPoint>
#include <QRect>

#include "model/schema/project.h"

#include <QObject>
#include <QPointer>

class CompareView;
class Document;
class QAction;
class QWidget;

// Opening the Compare view (docs/designer.md#compare-tables), and Duplicate as Variant: View >
// Compare Tables..., a table's Compare With Table... (its context menu on the card and in the
// project tree), Edit > Duplicate as Variant, and the entry points other panels call (the lesson
// panel's Show solution). The view is a window of its own, made on first use: maximized on a
// small screen (1280×720), full screen while the main window is in presentation mode (F11).
class CompareActions : public QObject
{
    Q_OBJECT

public:
    // `window` is the main window: the view opens on its screen and follows its full screen.
    CompareActions(Document *document, QWidget *window);
    // Where a variant's card goes on the diagram (a free place beside its original's), when
    // the diagram can say.
    using Placer = std::function<std::optional<QPoint>(const QString &table)>;
    void setPlacer(Placer placer) { m_placer = std::move(placer); }
    ~CompareActions() override;

    QAction *compareTablesAction() const { return m_compareTables; }
    QAction *compareWithAction() const { return m_compareWith; }
    QAction *variantAction() const { return m_variant; }
    // F6: to the Compare view (opened as Compare Tables... would when there is none); F6 in the
    // view comes back to the designer.
    QAction *switchAction() const { return m_switch; }

    // The view, made when first asked for.
    CompareView *view();

    // Shows `leftTable` of `left` beside `rightTable` of `right`, each side called by its title
    // ("Your design", "Reference solution"), and brings the view to the front. Both projects are
    // copied: later edits of the document leave this comparison alone. For the lesson panel's
    // Show solution, e.g. openComparison(studentProject, "ns:MSG", tr("Your design"),
    // lesson.solution, "ns:MSG", tr("Reference solution")).
    void openComparison(const Project &left, const QString &leftTable, const QString &leftTitle,
                        const Project &right, const QString &rightTable, const QString &rightTitle);
    // The same with the document's `documentTable` on the left, which follows every edit: a
    // student's design beside a reference that stays put, until the document is replaced (the
    // reference belongs to it: CompareView::setProjectTable's `withDocument`).
    void openWithDocument(const QString &documentTable, const Project &right,
                          const QString &rightTable, const QString &rightTitle);
    // Two tables of the document, both following its edits.
    void openOnDocument(const QString &leftTable, const QString &rightTable);

    // What the actions do, for the menus and for tests; false when nothing fits the selection.
    bool compareTables();
    bool compareWithSelected();
    // Copies the selected table under a new name (ProjectEdits::duplicateAsVariant) as one
    // undoable edit, selects the copy and shows it beside the original in the Compare view.
    bool duplicateAsVariant();

    void retranslate();

signals:
    void statusMessage(const QString &message);

private:
    void present();
    // Shrinks the designer's window into the `room` pixels left of the view, when it can be.
    void makeRoomBeside(int room);
    // Gives the designer back the place makeRoomBeside took from it (the view closed).
    void giveRoomBack();
    void updateEnabled();
    // The table after `table` in the project's order (wrapping), or `table` when it is the only
    // one.
    QString partnerOf(const QString &table) const;

    Document *m_document;
    QWidget *m_window;
    Placer m_placer;
    QPointer<CompareView> m_view;
    // The designer's place before it made room beside the view, given back when the view closes.
    std::optional<QRect> m_designerBefore;
    bool m_designerWasMaximized = false;
    QByteArray m_docksBefore; // the designer's dock layout before it narrowed (saveState)
    QAction *m_compareTables;
    QAction *m_compareWith;
    QAction *m_variant;
    QAction *m_switch;
};
