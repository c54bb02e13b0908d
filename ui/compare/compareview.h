#pragma once

#include "model/schema/project.h"
#include "ui/compare/comparesidepanel.h"

#include <QWidget>

#include <array>

class CompareFiguresModel;
class CompareService;
class Document;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;
struct CompareResult;

// The Compare view (docs/designer.md#compare-tables), a window of its own: two tables side by
// side, each picked from the document or from another project, each with its regions chart, write
// heatmap and first keys in HBase's order, and between them the figures table with the
// differences coloured better or worse. Both regions charts share one key scale and both heatmaps
// one colour scale, so the eye compares like with like. Measured off the UI thread
// (CompareService) while the window is shown, again after every edit of the document.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    enum Side { Left, Right };

    explicit CompareView(Document *document, QWidget *parent = nullptr);

    // A table of the document on `side`; it follows the document's edits. The side's picker then
    // lists the document's tables only.
    void setDocumentTable(Side side, const QString &table);
    // A table of `project`, a copy that edits of the document leave alone, called `title` (a
    // file's name, "Reference solution"); `directory` is where its relative CSV files are. A
    // project that belongs to the document (a lesson's reference solution: `withDocument`) is
    // dropped when the document is replaced (another lesson, another file): that side then
    // shows the new document's table of the same name, or its first.
    void setProjectTable(Side side, const Project &project, const QString &table,
                         const QString &title, const QString &directory = {},
                         bool withDocument = false);
    // A table of the project file at `path` (its first one when `table` is empty); false with
    // the reason when the file cannot be read or has no such table.
    bool setFileTable(Side side, const QString &path, const QString &table, QString *error);

    CompareService *service() const { return m_service; }
    CompareFiguresModel *figures() const { return m_figures; }
    QTableView *figuresView() const { return m_figuresView; }
    CompareSidePanel *panel(Side side) const { return m_panels[side]; }
    bool isBusy() const;
    // Measures both sides again (edits of the document ask by themselves).
    void refresh();

signals:
    // Back to the designer (F6 or the button), this view staying open and following the edits.
    void designerRequested();
    // The view was closed (Close, Esc, Ctrl+W or the window manager).
    void closed();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct SideState
    {
        CompareSidePanel::Source source = CompareSidePanel::DocumentSource;
        QString table;
        Project other; // OtherSource: the project, its directory and what it is called
        QString otherDirectory;
        QString otherTitle;
        bool otherWithDocument = false; // dropped when the document is replaced
    };
    void retranslate();
    void fitFigureColumns();
    void syncPickers();
    void documentReplaced();
    void chooseOtherFile(Side side);
    void showResult(const CompareResult &result);
    QString titleOf(Side side) const;

    Document *m_document;
    CompareService *m_service;
    CompareFiguresModel *m_figures;
    QTableView *m_figuresView;
    QLabel *m_heading;
    QLabel *m_legend;
    QPushButton *m_toDesigner;
    QPushButton *m_close;
    QSplitter *m_splitter;
    std::array<CompareSidePanel *, 2> m_panels;
    std::array<SideState, 2> m_sides;
    bool m_columnsMoved = false; // the user moved the splitter
};
